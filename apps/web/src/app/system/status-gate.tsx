import { lazy, Suspense, type ReactNode } from 'react';
import { SYSTEM_STATUS } from '@suerte/contracts/core';
import { useSystemStatus } from '../../lib/queries/status';
import { Splash } from './splash';

// Rare pages, loaded only when the status asks for them: they stay out of every normal first load.
const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const AccessDeniedPage = lazy(() =>
  import('./access-denied-page').then((m) => ({ default: m.AccessDeniedPage })),
);

/**
 * Spec §2: the whole app shows the normal pages, the maintenance page or the access-denied page by system
 * status 0, 1 or 2. If the status cannot be read the app opens anyway: each call then reports its own error.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data, isPending, isError } = useSystemStatus();
  if (data?.status === SYSTEM_STATUS.MAINTENANCE)
    return (
      <Suspense fallback={<Splash />}>
        <MaintenancePage status={data} />
      </Suspense>
    );
  if (data?.status === SYSTEM_STATUS.REGION_RESTRICTED)
    return (
      <Suspense fallback={<Splash />}>
        <AccessDeniedPage status={data} />
      </Suspense>
    );
  if (isPending && !isError) return <Splash />;
  return <>{children}</>;
}
