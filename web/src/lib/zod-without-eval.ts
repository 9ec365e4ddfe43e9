import { z } from 'zod';

// The hosting CSP allows no eval. Unless `jitless` is set, zod's first object parse probes whether
// `new Function('')` works, and the browser reports that probe as a CSP violation even though zod catches the
// error. This module is the entry's first import, so the setting is in place before any module can parse.
z.config({ jitless: true });
