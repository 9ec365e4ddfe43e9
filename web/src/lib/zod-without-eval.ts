import { z } from 'zod';

// The hosting CSP allows no eval. Unless `jitless` is set, zod's first object parse probes whether
// `new Function('')` works, and the browser reports that probe as a CSP violation even though zod catches the
// error. The first module to parse, firebase-config.ts (at its evaluation), imports this one first. Importing it
// from main.tsx is not enough: the bundle evaluates the chunk that holds firebase-config.ts before the entry's
// own code.
z.config({ jitless: true });
