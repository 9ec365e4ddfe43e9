// What firebase/auth's phone sign-in is built from, for tests that replace the module: the assertion and the
// credential carry what they were made from, and codes are "sent" by the test's own `verifyPhoneNumber`.
export function phoneSignInClasses(
  verifyPhoneNumber: (options: unknown, verifier: unknown) => Promise<string>,
) {
  return {
    PhoneMultiFactorGenerator: { FACTOR_ID: 'phone', assertion: (credential: unknown) => ({ credential }) },
    PhoneAuthProvider: class {
      static credential(verificationId: string, code: string) {
        return { verificationId, code };
      }
      verifyPhoneNumber = verifyPhoneNumber;
    },
    RecaptchaVerifier: class {
      clear() {}
    },
  };
}
