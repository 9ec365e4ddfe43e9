// Rules in the shape of the project's database.rules.json, for the tests that check how the stand-in applies them.

/** The root rule: only an administrator (the boolean admin claim) reads the whole tree. */
export const administratorReadsAll = 'auth != null && auth.token.admin === true';

/** Under `$uid`: each signed-in user reads and writes their own record, and no one else's. */
export const ownRecordOnly = {
  '.read': 'auth != null && auth.uid === $uid',
  '.write': 'auth != null && auth.uid === $uid',
};

/**
 * Under `users/$uid`: the user's own record, which never says it is `approved` and holds only the children named
 * here; any other child, "__proto__" and the names of Object.prototype included, fails `$other`.
 */
export const unapprovedOwnRecord = {
  '.read': ownRecordOnly['.read'],
  '.write': "auth != null && auth.uid === $uid && newData.child('approved').val() !== true",
  name: { '.validate': 'newData.isString()' },
  feedback: {
    $id: {
      review: { '.validate': 'newData.isString()' },
      $other: { '.validate': false },
    },
  },
  $other: { '.validate': false },
};
