import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { firebaseApp, localBackend } from './firebase.ts';

// Only an export's download reads Storage through the SDK (website images are plain URLs): this module loads with
// the first export.
export const storage = getStorage(firebaseApp);

if (localBackend) connectStorageEmulator(storage, localBackend.host, localBackend.storage);
