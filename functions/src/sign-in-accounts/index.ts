export { readSignInAccount } from './read-sign-in-account.ts';
export { removeUserSecondFactors } from './remove-user-second-factors.ts';
export { signOutUser } from './sign-out-user.ts';
