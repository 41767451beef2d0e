import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_ERRORS_CLEAR_MS } from '@shopwright/shared/constants';
import type { BannerMessage } from '../../components/ui/banner';

/**
 * The banner of an auth form and its timing: errors (banner and fields) are cleared
 * 2 s after each submit. Timers are cancelled when the form goes away.
 */
export function useFormFeedback(clearFieldErrors: () => void) {
  const [banner, setBanner] = useState<BannerMessage>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      clearTimeout(clearTimer.current);
    },
    [],
  );

  const later = useCallback((ms: number, fn: () => void) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);

  /** Each submit restarts the 2 s: errors of a newer submit are not cut short by an older one. */
  const submitted = useCallback(() => {
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => {
      clearFieldErrors();
      setBanner((b) => (b?.kind === 'error' ? null : b));
    }, FORM_ERRORS_CLEAR_MS);
  }, [clearFieldErrors]);

  return { banner, setBanner, later, submitted };
}
