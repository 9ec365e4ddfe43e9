import { afterAll, expect } from 'vitest';
import { databaseSnapshot } from '../support/backend-data.ts';
import { type Account, administrator, member, type WebClient, webClient } from '../support/clients.ts';
import { permissionDenied } from './app-user-records.ts';

interface RuleClients {
  /** A web SDK client like the console's, signed in through the Auth emulator as `account`, or not signed in. */
  open(account?: Account): Promise<WebClient>;
  /** The three callers every rules file distinguishes: the administrator, another account and a visitor. */
  openEachKind(): Promise<Record<'administrator' | 'member' | 'anonymous', WebClient>>;
}

// The clients a rules suite acts through, all closed by the hook this registers in the suite it is called in.
export function ruleClients(): RuleClients {
  const clients: WebClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  async function open(account?: Account): Promise<WebClient> {
    const client = await webClient(account);
    clients.push(client);
    return client;
  }
  return {
    open,
    async openEachKind() {
      return {
        administrator: await open(administrator),
        member: await open(member),
        anonymous: await open(),
      };
    },
  };
}

/** Expects the Realtime Database to refuse `write` and to be left whole as it was, not only at the path written. */
export async function expectDatabaseRefusal(write: () => PromiseLike<unknown>): Promise<void> {
  const before = await databaseSnapshot();
  await expect(write()).rejects.toThrow(permissionDenied);
  expect(await databaseSnapshot()).toEqual(before);
}
