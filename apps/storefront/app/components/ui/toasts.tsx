import { useEffect, useState, type ComponentProps } from 'react';
import type { Toaster } from 'react-hot-toast';
import { loadToasts } from '../../lib/toast';

/**
 * react-hot-toast's Toaster, mounted once its code is here: it is fetched after hydration, in a task
 * of its own (lib/toast.ts). Toasts asked for before then show when it mounts.
 */
export function Toasts(props: ComponentProps<typeof Toaster>) {
  const [Loaded, setLoaded] = useState<typeof Toaster | null>(null);
  useEffect(() => {
    let live = true;
    void loadToasts().then(({ Toaster }) => live && setLoaded(() => Toaster));
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : null;
}
