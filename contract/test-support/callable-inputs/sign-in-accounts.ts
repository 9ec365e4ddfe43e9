import { maxSignInBlockReasonLength } from '../../src/index.ts';
import {
  type AreaInputCases,
  eitherSpec,
  inputCase,
  integerSpec,
  literalSpec,
  nullableSpec,
  objectSpec,
  recordIdSpec,
  textSpec,
} from './shared-specs.ts';

export const signInAccountInputCases = {
  readSignInAccount: inputCase(objectSpec({ userId: recordIdSpec })),
  signOutUser: inputCase(objectSpec({ userId: recordIdSpec })),
  removeUserSecondFactors: inputCase(objectSpec({ userId: recordIdSpec })),
  disableSignIn: inputCase(
    eitherSpec(
      [
        'days',
        objectSpec(
          {
            userId: recordIdSpec,
            reason: textSpec(maxSignInBlockReasonLength),
            days: nullableSpec(literalSpec([1, 7, 30])),
          },
          { defaults: { days: null } },
        ),
      ],
      [
        'until',
        objectSpec({
          userId: recordIdSpec,
          reason: textSpec(maxSignInBlockReasonLength),
          until: integerSpec(0, Number.MAX_SAFE_INTEGER),
        }),
      ],
    ),
  ),
  enableSignIn: inputCase(objectSpec({ userId: recordIdSpec })),
  sendPasswordResetEmail: inputCase(objectSpec({ userId: recordIdSpec })),
  sendVerificationEmail: inputCase(objectSpec({ userId: recordIdSpec })),
} satisfies AreaInputCases;
