import {
  type BackendAddress,
  localAdminOptions,
  localWebConfig,
} from '@management-center/emulators/launcher/client-config';
import {
  demoAdministrator,
  demoEditor,
  demoMember,
  demoPassword,
  demoSupport,
} from '@management-center/emulators/seed/demo-data';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import {
  type App,
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';

// Clients of one local backend, given as an argument: the test suites (through `clients.ts`) and the benchmarks
// use the same ones.

let appCount = 0;

function uniqueName(prefix: string): string {
  appCount += 1;
  return `${prefix}-${process.pid}-${appCount}`;
}

export { demoPassword };

export interface Account {
  email: string;
  password: string;
}

export const administrator: Account = demoAdministrator;
export const member: Account = demoMember;
export const editor: Account = demoEditor;
export const support: Account = demoSupport;

export function adminAppOf(backend: BackendAddress): App {
  return initializeAdminApp(localAdminOptions(backend), uniqueName('admin'));
}

export async function closeAdminApp(app: App): Promise<void> {
  await deleteAdminApp(app);
}

export interface WebClient {
  app: FirebaseApp;
  auth: ReturnType<typeof getAuth>;
  database: ReturnType<typeof getDatabase>;
  firestore: ReturnType<typeof getFirestore>;
  functions: ReturnType<typeof getFunctions>;
  storage: ReturnType<typeof getStorage>;
  close(): Promise<void>;
}

// The web SDK configured like the console, from the same local config.
export async function webClientOf(backend: BackendAddress, signIn?: Account): Promise<WebClient> {
  const { firebase, emulators } = localWebConfig(backend);
  const { host } = emulators;
  const app = initializeApp(firebase, uniqueName('web'));
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${emulators.auth}`, { disableWarnings: true });
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, host, emulators.firestore);
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, host, emulators.functions);
  const storage = getStorage(app);
  connectStorageEmulator(storage, host, emulators.storage);
  if (signIn) await signInWithEmailAndPassword(auth, signIn.email, signIn.password);
  return {
    app,
    auth,
    database: getDatabase(app),
    firestore,
    functions,
    storage,
    close: () => deleteApp(app),
  };
}

// The claims of an ID token the client acts under without signing in (the emulators take unsigned tokens): a
// session as it would be at a time no sign-in can be made in, such as hours ago.
export type MockTokenClaims = { sub: string } & Record<string, unknown>;

/** The database and storage of the web SDK, reading as the session `claims` describe. */
export function mockSessionClientOf(
  backend: BackendAddress,
  claims: MockTokenClaims,
): Pick<WebClient, 'database' | 'storage' | 'close'> {
  const { firebase, emulators } = localWebConfig(backend);
  const { host } = emulators;
  const app = initializeApp(firebase, uniqueName('mock-session'));
  const database = getDatabase(app);
  connectDatabaseEmulator(database, host, backend.ports.database, { mockUserToken: claims });
  const storage = getStorage(app);
  connectStorageEmulator(storage, host, emulators.storage, { mockUserToken: claims });
  return { database, storage, close: () => deleteApp(app) };
}
