import { useCallback, useRef } from 'react';

/** A random UUID v4; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per checkout attempt. Sending the same order again after an unclear end
 * (network failure, server error) keeps the key, so the server answers with the order it may
 * already have placed; a clear answer (placed, declined, refused) ends the attempt and the next
 * one gets a new key.
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; body: string; open: boolean } | null>(null);
  const keyFor = useCallback((body: string) => {
    if (attempt.current?.open && attempt.current.body === body) return attempt.current.key;
    attempt.current = { key: newUuid(), body, open: true };
    return attempt.current.key;
  }, []);
  const finish = useCallback((unclear: boolean) => {
    if (attempt.current) attempt.current.open = unclear;
  }, []);
  return { keyFor, finish };
}
