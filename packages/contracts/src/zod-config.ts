import { z } from 'zod';

// Zod probes whether `Function('')` is allowed to pick a faster, code-generating parser. The site's
// Content-Security-Policy forbids eval, so the probe shows up as a CSP violation in every lead form; the
// interpreted path is fast enough for forms. Every schema module takes `z` from here (not from 'zod'), so the
// setting comes with the first schema that can parse, also in a bundle that loads the schemas lazily. This is the
// package's one module with a side effect (package.json "sideEffects"): declared free of them, a bundler would take
// `z` straight from 'zod' and leave this module, and the setting, out.
z.config({ jitless: true });

export { z };
