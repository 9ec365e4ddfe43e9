export * from './export-columns.ts';
export * from './export-file.ts';
export * from './export-lists.ts';
