// The hosting CSP allows no eval. Unless `jitless` is set, zod probes whether `new Function('')` works as it builds
// its first object schema, and the browser reports that probe as a CSP violation even though zod catches the
// error. main.tsx imports this module first, so that it runs before any chunk that builds schemas.
// Set on the object zod keeps its settings in, which zod adopts when it loads after it (zod's own tests hold it to
// that): the same as `z.config({ jitless: true })`, without loading zod with the login page, which has no schema.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig ??= {};
zodSettings.__zod_globalConfig.jitless = true;
