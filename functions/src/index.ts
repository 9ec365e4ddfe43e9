// Every deployed function, exported under its callable name (contract/src/callables). The global options come
// first: a function takes them when it is defined.
import './platform/global-options.ts';

export * from './email/index.ts';
export * from './exports/index.ts';
export * from './feedback/index.ts';
export * from './maintenance/index.ts';
export * from './media/index.ts';
export * from './read-models/index.ts';
export * from './releases/index.ts';
export * from './saved-views/index.ts';
export * from './sign-in-accounts/index.ts';
export * from './site-content/index.ts';
export * from './team/index.ts';
export * from './users/index.ts';
export * from './workout/index.ts';
