import { inject } from 'vitest';

// The admin SDK finds the local backend through these variables, in every test worker.
Object.assign(process.env, inject('backend').environment);
