/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying it once as
 * the first object schema is built: under a Content-Security-Policy without 'unsafe-eval' that try
 * is refused and reported as a violation, even though Zod then falls back quietly. Zod reads its
 * settings from `globalThis.__zod_globalConfig` (zod/v4/core), so this inline script, run in the
 * page's head before any module, turns the compiler off without loading zod with the page (the
 * storefront loads zod only with its forms). The test next to this file checks Zod still reads it.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';
