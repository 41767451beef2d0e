import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the page whose code is not in the first load: forms with their validation (react-hook-form
 * and zod) that the layout renders on every page. The server renders it in full; in the browser its
 * code is fetched when React reaches it, and until then the server's HTML stays as it is (hydration
 * waits at the Suspense boundary), or `fallback` shows where there is no server HTML (a dialog opened
 * later).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

/** Where a form is still loading in a dialog: keeps the dialog's height so it does not jump. */
export function FormPlaceholder({ minHeight }: { minHeight: string }) {
  return <div style={{ minHeight }} aria-busy="true" />;
}
