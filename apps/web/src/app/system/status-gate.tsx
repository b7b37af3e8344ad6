import type { ReactNode } from 'react';
import { SYSTEM_STATUS } from '@suerte/contracts/core';
import { useSystemStatus } from '../../lib/queries/status';
import { Splash } from './splash';
import { MaintenancePage } from './maintenance-page';
import { AccessDeniedPage } from './access-denied-page';

/**
 * Spec §2: the whole app shows the normal pages, the maintenance page or the access-denied page by system
 * status 0, 1 or 2. If the status cannot be read the app opens anyway: each call then reports its own error.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data, isPending, isError } = useSystemStatus();
  if (data?.status === SYSTEM_STATUS.MAINTENANCE) return <MaintenancePage status={data} />;
  if (data?.status === SYSTEM_STATUS.REGION_RESTRICTED) return <AccessDeniedPage status={data} />;
  if (isPending && !isError) return <Splash />;
  return <>{children}</>;
}
