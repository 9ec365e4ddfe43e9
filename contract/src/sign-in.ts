// What the console's first page needs of the contract (roles, how a token shows its second factor, why a session
// ends, the login messages), free of zod and the callables' schemas: the login page loads it with its own code,
// and everything else with the screens that use it (tests/deploy/login-bundle.test.ts keeps that page light).
export * from './login-messages.ts';
export * from './team/invitation-link.ts';
export * from './team/roles.ts';
export * from './team/second-factor.ts';
export * from './team/session-refusals.ts';
