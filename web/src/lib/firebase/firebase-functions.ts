import { functionsRegion } from '@management-center/contract';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { firebaseApp, localBackend } from './firebase.ts';

export const functions = getFunctions(firebaseApp, functionsRegion);

if (localBackend) connectFunctionsEmulator(functions, localBackend.host, localBackend.functions);
