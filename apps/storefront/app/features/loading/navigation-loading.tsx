import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { LoadingPage } from './loading-page';

/**
 * Most navigations finish in well under half a second; flashing a full-screen loader for those
 * feels slower than showing nothing. So the loading page only appears when a navigation is still
 * loading after 400 ms, and disappears as soon as it ends.
 */
const SHOW_AFTER_MS = 400;

export function NavigationLoading() {
  const loading = useNavigation().state === 'loading';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  return <LoadingPage overlay />;
}
