import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';

export type CountdownState = 'waiting' | 'running' | 'cancelled';

/**
 * Counts down in the browser only (the server render shows the starting number) and then goes to
 * `to`. It pauses while another navigation is under way, and every timer is cleared on unmount.
 */
export function useRedirectCountdown(seconds: number, to: string) {
  const navigate = useNavigate();
  const busy = useNavigation().state !== 'idle';
  const [remaining, setRemaining] = useState(seconds);
  const [state, setState] = useState<CountdownState>('waiting');

  useEffect(() => {
    setState('running');
  }, []);

  useEffect(() => {
    if (state !== 'running' || busy) return;
    if (remaining <= 0) {
      navigate(to, { replace: true });
      return;
    }
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [state, busy, remaining, navigate, to]);

  const cancel = useCallback(() => setState('cancelled'), []);
  return { remaining, state, cancel };
}
