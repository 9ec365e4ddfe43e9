import fc from 'fast-check';
import {
  invitationTokenLength,
  maxEmailLength,
  maxIdleTimeoutMinutes,
  maxSessionHours,
  maxTeamPasswordLength,
  minIdleTimeoutMinutes,
  minSessionHours,
  minTeamPasswordLength,
  roles,
} from '../../src/index.ts';
import {
  type AreaInputCases,
  asIs,
  enumSpec,
  fault,
  fixedLengthKeySpec,
  inputCase,
  integerSpec,
  noFieldsSpec,
  objectSpec,
  padding,
  recordIdSpec,
  type Spec,
  wrongTypes,
} from './shared-specs.ts';

// Addresses both Auth and the schema's check take; sent with blanks around and in any case, kept trimmed and in
// lower case.
const emailLocalPart = fc.stringMatching(/^[a-z0-9](?:[a-z0-9_+-]{0,15}[a-z0-9])?$/);
const emailDomain = fc.stringMatching(/^[a-z0-9]{1,12}\.(?:com|org|io|fitness)$/);
const emailAddress = fc.tuple(emailLocalPart, emailDomain).map(([local, domain]) => `${local}@${domain}`);

function withUpperCase(text: string, positions: readonly boolean[]): string {
  return [...text]
    .map((character, index) => (positions[index] ? character.toUpperCase() : character))
    .join('');
}

const emailSpec: Spec = {
  valid: fc
    .tuple(padding, emailAddress, fc.array(fc.boolean(), { maxLength: 40 }), padding)
    .map(([before, email, upper, after]) => ({
      sent: before + withUpperCase(email, upper) + after,
      parsed: email,
    })),
  faults: fc.oneof(
    emailAddress.map((email) => fault('bad-format', 'an address without @', email.replace('@', ''))),
    emailAddress.map((email) => fault('bad-format', 'an address with two @', email.replace('@', '@@'))),
    emailAddress.map((email) =>
      fault('bad-format', 'an address with a blank inside', email.replace('@', ' @')),
    ),
    emailLocalPart.map((local) => fault('bad-format', 'an address without a domain', `${local}@`)),
    fc
      .tuple(emailLocalPart, fc.integer({ min: 255, max: 400 }))
      .map(([local, length]) =>
        fault(
          'too-long',
          `${length} characters, over ${maxEmailLength}`,
          `${local}@${'a'.repeat(length)}.com`,
        ),
      ),
    wrongTypes('string'),
  ),
};

const passwordSpec: Spec = {
  valid: asIs(fc.string({ minLength: minTeamPasswordLength, maxLength: maxTeamPasswordLength })),
  faults: fc.oneof(
    fc
      .string({ maxLength: minTeamPasswordLength - 1 })
      .map((password) => fault('too-short', `a password of ${password.length} characters`, password)),
    fc
      .string({ minLength: maxTeamPasswordLength + 1, maxLength: maxTeamPasswordLength + 20 })
      .map((password) => fault('too-long', `a password of ${password.length} characters`, password)),
    wrongTypes('string'),
  ),
};

export const teamInputCases = {
  listTeam: inputCase(noFieldsSpec),
  inviteTeamMember: inputCase(
    objectSpec(
      {
        email: emailSpec,
        role: enumSpec(roles),
        takeOver: { valid: asIs(fc.boolean()), faults: wrongTypes('boolean') },
      },
      { defaults: { takeOver: false } },
    ),
  ),
  changeTeamRole: inputCase(objectSpec({ uid: recordIdSpec, role: enumSpec(roles) })),
  removeTeamMember: inputCase(objectSpec({ uid: recordIdSpec })),
  resetSecondFactor: inputCase(objectSpec({ uid: recordIdSpec })),
  updateTeamSettings: inputCase(
    objectSpec({
      idleTimeoutMinutes: integerSpec(minIdleTimeoutMinutes, maxIdleTimeoutMinutes),
      requireSecondFactor: { valid: asIs(fc.boolean()), faults: wrongTypes('boolean') },
      sessionHours: integerSpec(minSessionHours, maxSessionHours),
    }),
  ),
  signOutEverywhere: inputCase(noFieldsSpec),
  acceptTeamInvitation: inputCase(
    objectSpec({
      uid: recordIdSpec,
      token: fixedLengthKeySpec(invitationTokenLength, 'an invitation token'),
      password: passwordSpec,
    }),
  ),
} satisfies AreaInputCases;
