import { z } from 'zod';

// Zod probes whether `Function('')` is allowed to pick a faster, code-generating parser. The site's
// Content-Security-Policy forbids eval, so the probe shows up as a CSP violation in every lead form; the
// interpreted path is fast enough for forms. Imported first by index.ts, before any schema parses.
z.config({ jitless: true });
