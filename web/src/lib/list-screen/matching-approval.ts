// "All that match" names no rows, so no version seen goes with them: the confirmation says what that approves.
export const approvesAsFoundNote =
  'Each is approved as the server finds it, including any change made after this screen showed it.';
