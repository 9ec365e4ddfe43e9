export { disableSignIn } from './disable-sign-in.ts';
export { enableExpiredSignInsSchedule as enableExpiredSignIns } from './enable-expired-sign-ins.ts';
export { enableSignIn } from './enable-sign-in.ts';
export { readSignInAccount } from './read-sign-in-account.ts';
export { removeUserSecondFactors } from './remove-user-second-factors.ts';
export { sendPasswordResetEmail, sendVerificationEmail } from './send-account-email.ts';
export { signOutUser } from './sign-out-user.ts';
