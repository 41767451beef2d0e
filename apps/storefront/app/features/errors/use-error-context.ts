import { useEffect, useState } from 'react';

/** The error's ID, page and time: made in the browser when the screen appears, stable while it stays. */
export interface ErrorContext {
  id: string;
  page: string;
  time: string;
}

/** `ERR-20250314-4KQ7ZD`: the date for support staff, six random characters to tell errors apart. */
export function newErrorId(now: Date = new Date()): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  const random = value.toString(36).toUpperCase().padStart(6, '0').slice(-6);
  return `ERR-${date}-${random}`;
}

export function useErrorContext(error: unknown): ErrorContext | null {
  const [context, setContext] = useState<ErrorContext | null>(null);
  useEffect(() => {
    setContext({ id: newErrorId(), page: window.location.href, time: new Date().toISOString() });
  }, [error]);
  return context;
}
