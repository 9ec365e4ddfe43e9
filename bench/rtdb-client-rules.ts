// Client operations checked by the project's rules, among as many sibling users as the size being measured:
// a signed-in app user writing and reading their own `users/{uid}` record with the web SDK.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref, set } from 'firebase/database';
import { elapsedMs, median } from './statistics.ts';

export interface ClientRulesFigures {
  // A client's set() of their whole record, allowed by the rules' `.write` and `.validate` of `users/$uid`.
  clientWriteMs: number;
  // A client's get() of their record right after such a write, so that the check reads the written tree.
  clientReadMs: number;
}

const REPEATS = 21;
const WARM_UP = 5;
const UID = 'bench-user';

function user(index: number): { username: string; email: string; userType: string } {
  return { username: `user ${index}`, email: `user${index}@example.com`, userType: 'normal' };
}

// The siblings, loaded by the owner in one PUT, as the worker loads the audit log.
async function loadUsers(url: string, entries: number): Promise<void> {
  const body: Record<string, unknown> = {};
  for (let index = 0; index < entries; index++) body[`uid-${String(index).padStart(9, '0')}`] = user(index);
  const response = await fetch(`${url}/users.json`, {
    method: 'PUT',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Loading users failed: ${response.status} ${await response.text()}`);
  await response.body?.cancel();
}

export async function measureClientRules(
  server: { port: number },
  entries: number,
): Promise<ClientRulesFigures> {
  await loadUsers(`http://127.0.0.1:${server.port}`, entries);
  const app = initializeApp(
    { projectId: 'demo-bench', databaseURL: 'http://127.0.0.1?ns=bench' },
    'rtdb-client',
  );
  try {
    const database = getDatabase(app);
    connectDatabaseEmulator(database, '127.0.0.1', server.port, { mockUserToken: { sub: UID } });
    const record = ref(database, `users/${UID}`);
    const writes: number[] = [];
    const reads: number[] = [];
    for (let round = 0; round < WARM_UP + REPEATS; round++) {
      const written = await elapsedMs(() => set(record, user(entries + round)));
      const read = await elapsedMs(() => get(record));
      if (round >= WARM_UP) {
        writes.push(written);
        reads.push(read);
      }
    }
    return { clientWriteMs: median(writes), clientReadMs: median(reads) };
  } finally {
    await deleteApp(app);
  }
}
