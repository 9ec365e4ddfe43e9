import { deleteApp, initializeApp } from 'firebase/app';
import {
  type DataSnapshot,
  get,
  getDatabase,
  limitToLast,
  onValue,
  orderByChild,
  query,
  ref,
  runTransaction,
  set,
} from 'firebase/database';

/** What the web SDK saw in the browser, for the test to check. */
export interface BrowserScenarioResult {
  readonly readBack: unknown;
  readonly writtenByAdmin: unknown;
  readonly liveValues: unknown[];
  readonly transactionsCommitted: boolean[];
  readonly topScores: string[];
}

function keysOf(snapshot: DataSnapshot): string[] {
  const keys: string[] = [];
  snapshot.forEach((child) => {
    keys.push(child.key ?? '');
  });
  return keys;
}

/** Runs in the page: set, get, onValue, transactions and a query against the stand-in over ws://. */
async function runScenario(port: number): Promise<BrowserScenarioResult> {
  const app = initializeApp(
    { projectId: 'demo-test', apiKey: 'demo-api-key', databaseURL: `ws://127.0.0.1:${port}?ns=demo-test` },
    'browser-scenario',
  );
  const database = getDatabase(app);
  await set(ref(database, 'public/browser'), {
    greeting: 'hello',
    scores: { a: { s: 1 }, b: { s: 5 }, c: { s: 3 } },
  });
  const readBack = (await get(ref(database, 'public/browser/greeting'))).val();
  const writtenByAdmin = (await get(ref(database, 'public/fromAdmin'))).val();

  const liveValues: unknown[] = [];
  const sawSecond = new Promise<void>((resolve) =>
    onValue(ref(database, 'public/browser/live'), (snapshot) => {
      liveValues.push(snapshot.val());
      if (snapshot.val() === 'second') {
        resolve();
      }
    }),
  );
  await set(ref(database, 'public/browser/live'), 'first');
  await set(ref(database, 'public/browser/live'), 'second');
  await sawSecond;

  const counter = ref(database, 'public/browser/counter');
  const transactions = await Promise.all(
    [1, 2, 3].map(() => runTransaction(counter, (current: number | null) => (current ?? 0) + 1)),
  );
  const topScores = keysOf(
    await get(query(ref(database, 'public/browser/scores'), orderByChild('s'), limitToLast(2))),
  );
  await deleteApp(app);
  return {
    readBack,
    writtenByAdmin,
    liveValues,
    transactionsCommitted: transactions.map((transaction) => transaction.committed),
    topScores,
  };
}

Object.assign(globalThis, { runScenario });
