import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the address, so they survive reloads and links. Changing a
 * filter goes back to the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, page, update };
}

/** The parameter's value when it is one of the allowed ones. */
export const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;
