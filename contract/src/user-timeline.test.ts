import { describe, expect, it } from 'vitest';
import { appChangesOf, usersOfAuditEntry } from './user-timeline.ts';

const normal = { username: 'Ada', email: 'ada@example.com', userType: 'normal' };
const feedback = { timestamp: 1, category: 'Workouts', rating: 4, review: 'Good.', approveFeedback: false };

describe('usersOfAuditEntry', () => {
  it('names the users of record, trash and sign-in account targets, each once', () => {
    expect(
      usersOfAuditEntry({
        action: 'deleteUsers',
        targets: ['users/a', 'business-users/a', 'business-users/b', 'ScheduleDateAndTime/fixedDocumentId'],
      }),
    ).toEqual(['a', 'b']);
    expect(usersOfAuditEntry({ action: 'approveFeedback', targets: ['users/c/feedback'] })).toEqual(['c']);
    expect(usersOfAuditEntry({ action: 'restoreUsers', targets: ['userTrash/d'] })).toEqual(['d']);
    expect(usersOfAuditEntry({ action: 'disableSignIn', targets: ['accounts/e'] })).toEqual(['e']);
  });

  it("leaves out a team member's account and content targets", () => {
    expect(usersOfAuditEntry({ action: 'changeTeamRole', targets: ['accounts/m'] })).toEqual([]);
    expect(usersOfAuditEntry({ action: 'updateSiteContent', targets: ['ProductWebsite/AboutUs'] })).toEqual(
      [],
    );
  });
});

describe('appChangesOf', () => {
  it('records a new name and e-mail with both values', () => {
    expect(
      appChangesOf('normal', normal, { ...normal, username: 'Ada L.', email: 'al@example.com' }),
    ).toEqual([
      { kind: 'username', from: 'Ada', to: 'Ada L.' },
      { kind: 'email', from: 'ada@example.com', to: 'al@example.com' },
    ]);
  });

  it('records registration details arriving and feedback submitted, then changed after its approval', () => {
    const registered = { ...normal, registrationDetails: { age: 30, height: 170, weight: 70 } };
    expect(appChangesOf('normal', normal, registered)).toEqual([{ kind: 'registrationDetails' }]);
    expect(appChangesOf('normal', registered, { ...registered, feedback })).toEqual([
      { kind: 'feedbackSubmitted' },
    ]);
    const approved = { ...registered, feedback: { ...feedback, approveFeedback: true } };
    expect(
      appChangesOf('normal', approved, {
        ...registered,
        feedback: { ...feedback, review: 'Changed my mind.', approveFeedback: false },
      }),
    ).toEqual([{ kind: 'feedbackChangedAfterApproval' }]);
    expect(
      appChangesOf(
        'normal',
        { ...registered, feedback },
        { ...registered, feedback: { ...feedback, rating: 2 } },
      ),
    ).toEqual([{ kind: 'feedbackChanged' }]);
  });

  it("ignores the console's own writes, a record appearing or going, and fields it does not show", () => {
    const business = {
      username: 'Gym',
      email: 'g@example.com',
      userType: 'business',
      businessCertification: 'x',
    };
    expect(appChangesOf('business', business, { ...business, isApproveUser: true })).toEqual([]);
    expect(
      appChangesOf(
        'normal',
        { ...normal, feedback },
        { ...normal, feedback: { ...feedback, approveFeedback: true } },
      ),
    ).toEqual([]);
    expect(appChangesOf('normal', null, normal)).toEqual([]);
    expect(appChangesOf('normal', normal, null)).toEqual([]);
    expect(appChangesOf('normal', normal, { ...normal, workouts: { w1: true } })).toEqual([]);
    expect(appChangesOf('business', business, { ...business, businessCertification: 'https://new' })).toEqual(
      [{ kind: 'businessCertification', from: 'x', to: 'https://new' }],
    );
  });
});
