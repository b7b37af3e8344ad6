import { Outlet, ScrollRestoration } from 'react-router';
import { StatusGate } from './system/status-gate';
import { DocumentMeta } from './document-meta';
import { useMerchantSync } from '../features/system/use-merchant-sync';

/** Top of every route: the system status decides what shows; merchant and language follow the server. */
export function AppRoot() {
  useMerchantSync();
  return (
    <StatusGate>
      <DocumentMeta />
      <ScrollRestoration />
      <Outlet />
    </StatusGate>
  );
}
