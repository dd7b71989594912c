import * as z from "zod/mini";

// zod/mini keeps form chunks small. The page CSP forbids eval, and without `jitless` zod probes
// for it with `new Function`, which browsers report as a CSP violation; every schema imports zod
// from here so the setting is made once, before any schema runs.
z.config({ jitless: true });

export { z };
