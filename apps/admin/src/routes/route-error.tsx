import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../components/ui/button';

/** Shown when a page fails to load or render (a new deployment replaced its code, for example). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'The page could not be shown.';
  return (
    <main role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-surface p-6 text-center">
      <title>Error · Admin</title>
      <AlertTriangle className="h-10 w-10 text-red-600" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-sm text-muted">{detail} Reloading usually helps.</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
