import { lazy, Suspense, use, useId, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the page whose code is not in the first load: forms with their validation (react-hook-form
 * and zod) that the layout renders on every page. The server renders it in full; in the browser its
 * code is fetched when React reaches it, and until then the server's HTML stays as it is (hydration
 * waits at the Suspense boundary), or `fallback` shows where there is no server HTML (a dialog opened
 * later).
 *
 * With `whenNear`, a part the server rendered (e.g. the footer's newsletter form) is not even
 * fetched until the shopper scrolls near it or reaches into it (focus, pointer): its server HTML
 * stays meanwhile, so a page does not load and run code for what nobody has looked at.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null, { whenNear = false } = {}): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  function LazyPartWhenNear(props: P) {
    const id = useId();
    return (
      <div data-lazy-part={id} className="contents">
        <Suspense fallback={fallback}>
          <NearGate id={id}>
            <Part {...props} />
          </NearGate>
        </Suspense>
      </div>
    );
  }
  return whenNear ? LazyPartWhenNear : LazyPart;
}

const gates = new Map<string, Promise<void>>();

/**
 * Holds hydration of its children (React keeps the server's HTML) until their element comes within
 * a screen of the viewport or is touched or focused. Only while the server's HTML is there to keep
 * (React hydrates Suspense boundaries after the rest of the page): a part rendered later in the
 * browser has no element with its id yet, and renders at once.
 */
function NearGate({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document === 'undefined') return children;
  let gate = gates.get(id);
  if (!gate) {
    const holder = document.querySelector(`[data-lazy-part="${CSS.escape(id)}"]`);
    const target = holder?.firstElementChild;
    // No such element: rendered in the browser (after a navigation), not hydrated.
    if (!holder || !target || typeof IntersectionObserver === 'undefined') return children;
    gate = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: '100% 0px' });
      const open = () => {
        observer.disconnect();
        holder.removeEventListener('focusin', open);
        holder.removeEventListener('pointerdown', open);
        resolve();
      };
      observer.observe(target);
      holder.addEventListener('focusin', open);
      holder.addEventListener('pointerdown', open);
    });
    gates.set(id, gate);
  }
  use(gate);
  return children;
}

/** Where a form is still loading in a dialog: keeps the dialog's height so it does not jump. */
export function FormPlaceholder({ minHeight }: { minHeight: string }) {
  return <div style={{ minHeight }} aria-busy="true" />;
}
