export * from './database-reads.ts';
export * from './roles.ts';
export * from './team.ts';
