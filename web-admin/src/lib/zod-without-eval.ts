import { z } from "zod";

// The site's Content-Security-Policy forbids eval. Zod probes `new Function` when its first object
// schema is built; the refused probe is reported as a CSP violation even though Zod then falls back.
// Imported first in main.tsx, before any shared contract builds a schema.
z.config({ jitless: true });
