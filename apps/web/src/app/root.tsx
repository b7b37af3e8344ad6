import { Outlet, ScrollRestoration } from 'react-router';
import { StatusGate } from './system/status-gate';
import { DocumentMeta } from './document-meta';
import { scrollKey } from './scroll-key';
import { useMerchantSync } from '../features/system/use-merchant-sync';
import { AuthModals } from '../features/auth';

/** Top of every route: the system status decides what shows; merchant and language follow the server; the identity dialogs open over any page. */
export function AppRoot() {
  useMerchantSync();
  return (
    <StatusGate>
      <DocumentMeta />
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
      <AuthModals />
    </StatusGate>
  );
}
