// The region of every function, and so of the callables the console calls. Database triggers must run where the
// Realtime Database is: a project whose database is elsewhere changes this one value (docs/deploying.md).
export const functionsRegion = 'us-central1';
