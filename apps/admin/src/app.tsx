import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import toast, { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@shopwright/shared/constants';
import { sessionKeys } from './features/auth/api/session';
import { onSessionExpired } from './lib/api';
import { makeQueryClient } from './lib/query-client';
import { createAdminRouter } from './routes/router';

/**
 * The admin app: one query client and router for the page's life. A session that cannot be
 * refreshed any more signs out here (the guard then shows the login); a 403 re-reads the session.
 */
export function App() {
  const [queryClient] = useState(() => {
    const client: ReturnType<typeof makeQueryClient> = makeQueryClient(() => void client.invalidateQueries({ queryKey: sessionKeys.all }));
    return client;
  });
  const [router] = useState(createAdminRouter);

  useEffect(
    () =>
      onSessionExpired((message) => {
        queryClient.setQueryData(sessionKeys.me(), null);
        toast.error(message);
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* react-hot-toast keeps at most 20 toasts by default, the shop's limit of toasts shown at once. */}
      <Toaster
        position="top-right"
        toastOptions={{
          duration: TOAST_DURATION_MS.blank,
          success: { duration: TOAST_DURATION_MS.success },
          error: { duration: TOAST_DURATION_MS.error },
        }}
      />
    </QueryClientProvider>
  );
}
