import {
  type CallableName,
  callableEntry,
  callableNames,
  databasePaths,
  type Permission,
  type Role,
  roleAllows,
  roleDoesNotAllowReason,
  roles,
  teamAccountMessage,
  teamAccountReason,
} from '@management-center/contract';
import fc from 'fast-check';
import { type FunctionsError, httpsCallable } from 'firebase/functions';
import { getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableInputCases } from '../../../contract/test-support/callable-inputs/index.ts';
import { removeTeamMember } from '../../../functions/src/team/team-membership.ts';
import {
  type Account,
  administrator,
  demoPassword,
  editor,
  support,
  type WebClient,
  webClient,
} from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { addTeamMember, teamStoresOf } from '../support/team-members.ts';

// The demo data has an owner, an editor and a support member; the suite adds the administrator it lacks.
const teamAdministrator: Account = { email: 'team-administrator@example.com', password: demoPassword };
const accountOfRole: Record<Role, Account> = {
  owner: administrator,
  administrator: teamAdministrator,
  editor,
  support,
};

// Input no callable takes: a role that is allowed gets past the guard and is refused by the validation, so that
// nothing is done either way.
const malformedInput = 'not an object';

// A callable without a permission asks for no role (an invitation's acceptance): every caller gets to its input.
function calledBy(role: Role, permission: Permission | null): boolean {
  return permission === null || roleAllows(role, permission);
}

async function failureOf(
  client: WebClient,
  name: CallableName,
  input: unknown = malformedInput,
): Promise<FunctionsError> {
  try {
    await httpsCallable(client.functions, name)(input);
  } catch (error) {
    return error as FunctionsError;
  }
  throw new Error(`${name} accepted ${JSON.stringify(input)}`);
}

// A valid input of `name` (from its fuzz cases) that names `uid` among the users it acts on.
function inputNaming(name: CallableName, uid: string): unknown {
  const field = callableEntry(name).accountTargets;
  if (field === null) throw new Error(`${name} names no users`);
  const [sample] = fc
    .sample(callableInputCases[name].valid, { numRuns: 100, seed: 41 })
    .map(({ payload }) => payload)
    .filter((payload) => typeof payload === 'object' && payload !== null && Object.hasOwn(payload, field));
  if (sample === undefined) throw new Error(`No valid input of ${name} names ${field}`);
  const input = sample as Record<string, unknown>;
  const named = input[field];
  return { ...input, [field]: Array.isArray(named) ? [...named.slice(1), uid] : uid };
}

// Generated from the registry and the contract's role table: a callable added without a permission fails to
// typecheck, and every role's answer follows the table.
describe('every callable, called by every role', () => {
  const app = adminAppForSuite({ changesDemoData: false });
  const clients = new Map<Role, WebClient>();
  let administratorUid: string;
  let auditKeysBefore: Set<string>;

  beforeAll(async () => {
    const stores = teamStoresOf(app);
    administratorUid = await addTeamMember(app, teamAdministrator, 'administrator');
    auditKeysBefore = new Set(
      Object.keys((await stores.database.ref(databasePaths.auditLog).get()).val() ?? {}),
    );
    for (const role of roles) clients.set(role, await webClient(accountOfRole[role]));
  });

  afterAll(async () => {
    await Promise.all([...clients.values()].map((client) => client.close()));
    const stores = teamStoresOf(app);
    await removeTeamMember(stores, administratorUid);
    await stores.auth.deleteUser(administratorUid);
    await stores.database.ref(`adminRevocations/${administratorUid}`).remove();
    await stores.firestore.collection('adminRevocations').doc(administratorUid).delete();
    const audit = (await stores.database.ref(databasePaths.auditLog).get()).val() ?? {};
    const added = Object.keys(audit).filter((key) => !auditKeysBefore.has(key));
    await stores.database
      .ref(databasePaths.auditLog)
      .update(Object.fromEntries(added.map((key) => [key, null])));
  });

  const cases = Object.values(callableNames).flatMap((name) => roles.map((role) => [name, role] as const));

  it.each(cases)('%s as %s: allowed by the table, or permission-denied', async (name, role) => {
    const client = clients.get(role);
    if (!client) throw new Error(`No client signed in as ${role}`);
    const error = await failureOf(client, name);
    const { permission } = callableEntry(name);
    if (calledBy(role, permission)) {
      expect(error.code).toBe('functions/invalid-argument');
    } else {
      expect(error.code).toBe('functions/permission-denied');
      expect(error.details).toEqual({ reason: roleDoesNotAllowReason, permission });
    }
  });

  // The rule of team/team-accounts.ts, for every callable that names the users it acts on: even the owner, whose
  // role allows them all, reaches a member's account on the Team screen only.
  const accountCallables = Object.values(callableNames).filter(
    (name) => callableEntry(name).accountTargets !== null,
  );

  it.each(accountCallables)('%s naming a member of the team is refused, whoever calls', async (name) => {
    const owner = clients.get('owner');
    if (!owner) throw new Error('No client signed in as owner');
    const error = await failureOf(owner, name, inputNaming(name, administratorUid));
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toContain(teamAccountMessage);
    expect(error.details).toEqual({ reason: teamAccountReason });
  });

  it('audits each refusal, with who was refused which callable, and the team account named', async () => {
    const audit: Record<
      string,
      { action: string; actorEmail: string; outcome: string; errorCode: string; targets?: string[] }
    > = (await getDatabase(app).ref(databasePaths.auditLog).get()).val() ?? {};
    const refusals = Object.entries(audit)
      .filter(([key, entry]) => !auditKeysBefore.has(key) && entry.outcome === 'refused')
      .map(([, entry]) => `${entry.action} ${entry.actorEmail} ${entry.errorCode} ${entry.targets ?? []}`)
      .sort();
    const expected = [
      ...cases
        .filter(([name, role]) => !calledBy(role, callableEntry(name).permission))
        .map(([name, role]) => `${name} ${accountOfRole[role].email} permission-denied `),
      ...accountCallables.map(
        (name) => `${name} ${administrator.email} failed-precondition accounts/${administratorUid}`,
      ),
    ].sort();
    expect(refusals).toEqual(expected);
  });
});
