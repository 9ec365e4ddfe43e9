// What undoing a disabled sign-in says, from the change's notification or from the Activity page.
export const signInEnabledAgain = 'Sign-in enabled again: the user can sign in.';
