import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp, localBackend } from './firebase.ts';

export const firestore = getFirestore(firebaseApp);

if (localBackend) connectFirestoreEmulator(firestore, localBackend.host, localBackend.firestore);
