/** Timestamps are stored as ISO-8601 UTC strings in both engines. */
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
