import { config } from 'zod';

/**
 * Imported first by each browser app, before any schema is built. Zod compiles object parsers
 * with `new Function` when it may, and finds out by trying it once: under the shop's
 * Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a CSP violation,
 * even though Zod then falls back quietly. Without the JIT nothing is tried. Servers (no CSP in
 * Node) keep the faster compiled parsers.
 */
if (typeof document !== 'undefined') config({ jitless: true });
