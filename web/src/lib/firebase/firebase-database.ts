import { getDatabase } from 'firebase/database';
import { firebaseApp } from './firebase.ts';

// Locally databaseURL is a ws:// address, which needs no emulator connection and keeps the SDK from falling back
// to long-polling.
export const database = getDatabase(firebaseApp);
