import { Suspense, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../components/ui/toast';
import { Splash } from './system/splash';
import { OfflineBanner } from './system/offline-banner';
import { createAppRouter } from './router';

/** Providers around the router: server state, toasts; i18next is global (lib/i18n). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Catalogs load asynchronously; until the first ones arrive, show the splash. */}
      <Suspense fallback={<Splash />}>
        <ToastProvider>
          <RouterProvider router={router} />
          <OfflineBanner />
        </ToastProvider>
      </Suspense>
    </QueryClientProvider>
  );
}
