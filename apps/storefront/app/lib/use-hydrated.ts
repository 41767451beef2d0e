import { useEffect, useRef, type RefObject } from 'react';

// True once the page the server rendered has been hydrated (set by the root after its first commit).
let pageHydrated = false;

/** Called once by the root, after the server-rendered page has been hydrated. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * A control that needs the page's code says it is not ready (aria-disabled) while the server's
 * HTML waits to be hydrated: a tap before that would be lost. Returns whether to render the
 * attribute and a ref whose element loses it once hydrated. The attribute goes by a DOM write, not
 * a state change: a re-render of every button on the page right after hydration cost more than
 * the hydration of the cards did.
 */
export function useUntilHydrated<T extends HTMLElement>(): { pending: boolean; ref: RefObject<T | null> } {
  const ref = useRef<T>(null);
  // Parts hydrated after the page (loaded later) still carry the server's attribute: always remove.
  useEffect(() => ref.current?.removeAttribute('aria-disabled'), []);
  return { pending: !pageHydrated, ref };
}
