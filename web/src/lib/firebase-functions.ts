import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { firebaseApp, localBackend } from './firebase.ts';

export const functions = getFunctions(firebaseApp);

if (localBackend) connectFunctionsEmulator(functions, localBackend.host, localBackend.functions);
