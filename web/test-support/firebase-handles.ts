// Stands in for lib/firebase/firebase.ts and lib/firebase/firebase-database.ts, which start the SDK with the build's web config (a
// test has none) as they are evaluated. The code under test only hands these on to SDK functions, and a test
// replaces each SDK function it reaches.
export const auth = {};
export const database = {};
