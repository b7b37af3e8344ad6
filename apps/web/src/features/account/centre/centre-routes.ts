import type { RouteObject } from 'react-router';
import i18next from 'i18next';
import { loadChunk } from '../../../lib/load-chunk';

type Module = { default: React.ComponentType };

/** A lazy route module: its code and the catalogs it reads arrive together, as one route chunk. */
function lazyRoute(load: () => Promise<Module>, namespaces: readonly string[]): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([loadChunk(load), i18next.loadNamespaces([...namespaces])]);
    return { Component: module.default };
  };
}

const ACCOUNT = ['account'];
const WALLET = ['account', 'wallet'];
const RECORDS = ['account', 'wallet', 'records'];

const overview = lazyRoute(() => import('./member-overview'), WALLET);

/** Each member centre page (spec §2 names) at /member/<page>; every one is a chunk of its own. */
export const memberCentreChildren: RouteObject[] = [
  { index: true, lazy: overview },
  {
    path: 'securityCenter',
    lazy: lazyRoute(
      () => import('../components/member-pages').then((m) => ({ default: m.SecurityCenterPage })),
      ACCOUNT,
    ),
  },
  {
    path: 'myAccount',
    lazy: lazyRoute(
      () => import('../components/member-pages').then((m) => ({ default: m.MyAccountPage })),
      ACCOUNT,
    ),
  },
  { path: 'paymentPassword', lazy: lazyRoute(() => import('../payments/payment-password-page'), WALLET) },
  { path: 'wallet', lazy: lazyRoute(() => import('../wallet/wallet-page'), WALLET) },
  { path: 'deposit', lazy: lazyRoute(() => import('../wallet/deposit-page'), WALLET) },
  // Where the browser comes back after an e-wallet checkout: the payment's status, followed until final.
  { path: 'deposit/ewallet/:id', lazy: lazyRoute(() => import('../payments/ewallet-status-page'), WALLET) },
  { path: 'withdraw', lazy: lazyRoute(() => import('../payments/withdraw-page'), WALLET) },
  { path: 'accountRecord', lazy: lazyRoute(() => import('../wallet/account-record-page'), WALLET) },
  { path: 'bettingRecord', lazy: lazyRoute(() => import('../records/betting-record-page'), RECORDS) },
  { path: 'profitLoss', lazy: lazyRoute(() => import('../records/profit-loss-page'), RECORDS) },
  {
    path: 'messages',
    lazy: lazyRoute(
      () => import('../components/member-pages').then((m) => ({ default: m.MessagesPage })),
      ACCOUNT,
    ),
  },
  // An unknown page of the centre shows its overview.
  { path: '*', lazy: overview },
];

const teamOverview = lazyRoute(() => import('../components/agent-team-overview'), ACCOUNT);

/** The agent centre's pages at /agent/<page>; /agent itself shows the default page (agentTeamOverview). */
export const agentCentreChildren: RouteObject[] = [
  { index: true, lazy: teamOverview },
  { path: 'agentTeamOverview', lazy: teamOverview },
  { path: '*', lazy: teamOverview },
];

/** The centres' frames (gate, page menu, back arrow); the catalogs of every page title come with them. */
export const memberCentreLayout = lazyRoute(() => import('../components/member-centre'), RECORDS);
export const agentCentreLayout = lazyRoute(() => import('../components/agent-centre'), ACCOUNT);
