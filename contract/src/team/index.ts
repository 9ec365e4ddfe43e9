export * from './account-binding.ts';
export * from './database-reads.ts';
export * from './roles.ts';
export * from './second-factor.ts';
export * from './team.ts';
export * from './team-accounts.ts';
