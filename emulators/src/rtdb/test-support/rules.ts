// Rules in the shape of the project's database.rules.json, for the tests that check how the stand-in applies them.

/** The root rule: only an administrator (the boolean admin claim) reads the whole tree. */
export const administratorReadsAll = 'auth != null && auth.token.admin === true';

/** Under `$uid`: each signed-in user reads and writes their own record, and no one else's. */
export const ownRecordOnly = {
  '.read': 'auth != null && auth.uid === $uid',
  '.write': 'auth != null && auth.uid === $uid',
};
