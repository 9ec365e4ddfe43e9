// The local backend takes what it needs of the functions from this folder, through the package's exports
// (@management-center/functions/local-backend/<module>), never by a path into functions/src. Here: every parameter
// and secret the functions define, for which the launcher writes a value (emulators/src/launcher/
// functions-parameters.ts); a module of its own, so that the launcher loads nothing else of the functions.
export * from '../platform/config.ts';
