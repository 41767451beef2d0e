/** Timestamps are stored as ISO-8601 UTC strings in both engines. */
let lastMs = Number.NaN;
let lastIso = '';
/**
 * Now, as ISO-8601 UTC. The text is kept for the millisecond it names: a cart or order call asks
 * several times, and `toISOString` cost 1 % of a cart call's CPU (issue 29).
 */
export const nowIso = (): string => {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastIso = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastIso;
};
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
