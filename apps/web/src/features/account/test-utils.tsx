import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import type { MemberInfo, WhitelabelResponse } from '@suerte/contracts';
import { fakeWhitelabel, resetSession } from '../../app/test-utils';
import { ToastProvider } from '../../components/ui/toast';
import { setupTestI18n } from '../../lib/test-i18n';
import { whitelabelQueryKey } from '../../lib/queries/whitelabel';
import { reportAnswered } from '../../lib/online-state';
import {
  agentCentreChildren,
  agentCentreLayout,
  memberCentreChildren,
  memberCentreLayout,
} from './centre/centre-routes';
import { useSessionStore } from '../../lib/session-store';
import { useAuthModal } from '../../lib/auth-modal-store';
import { bodyOfInit, checkRequest } from '../../test/contract-check';
import { AccountBar, AccountOverlays } from './index';
import { useAccountUi } from './store/account-ui-store';

/** A member as GET /wps/member/info describes it. */
export function fakeMemberInfo(over: Partial<MemberInfo> = {}): MemberInfo {
  return {
    account: 'juan01',
    username: 'juan01',
    nickname: 'Juan',
    customerId: 1001,
    isAgent: 0,
    toUpline: false,
    memberLabel: null,
    merchantCode: 'SUERTE_PH',
    platform: 'WEB',
    language: 'en',
    currency: 'PHP',
    currencySymbol: '₱',
    firstTimeLogin: false,
    passwordExpired: false,
    passwordChangeRequired: null,
    email: 'juan.dela@example.com',
    mobileNum: '9171234567',
    countryDialingCode: '+63',
    affiliateCode: null,
    referralCode: 'REF777',
    registeredAt: '2025-03-04T05:06:07',
    lastLoginAt: '2026-01-02T03:04:05',
    ...over,
  };
}

/**
 * One answer of the fake API: a value, or a failure with its HTTP status and error code (and the error's value,
 * such as attempts left or limits, when it has one).
 */
export type Answer = { value: unknown } | { status: number; code: string; value?: unknown; message?: string };

/**
 * A fetch stand-in keyed by "METHOD /path" ("GET /wps/member/info"); an answer may be a promise, to hold a call
 * open. Unlisted calls fail with a server error, as an unreachable service would.
 */
export function stubApi(routes: Record<string, Answer | (() => Answer | Promise<Answer>)>): Mock {
  const fetchMock = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const path = url.pathname;
    checkRequest(init?.method ?? 'GET', url, bodyOfInit(init));
    const entry = routes[`${init?.method ?? 'GET'} ${path}`];
    const answer: Answer = (typeof entry === 'function' ? await entry() : entry) ?? {
      status: 500,
      code: 'INTERNAL_ERROR',
    };
    const body =
      'code' in answer
        ? {
            success: false,
            code: answer.code,
            message: answer.message ?? answer.code,
            value: answer.value ?? null,
          }
        : { success: true, code: 'OK', message: 'ok', value: answer.value };
    return new Response(JSON.stringify(body), { status: 'code' in answer ? answer.status : 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function callsOf(fetchMock: Mock, route: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const path = new URL(String(input), window.location.origin).pathname;
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${path}` === route;
  });
}

/** How many calls went to "METHOD /path". */
export function callsTo(fetchMock: Mock, route: string): number {
  return callsOf(fetchMock, route).length;
}

/** The JSON bodies sent to "METHOD /path", in order. */
export function bodiesOf(fetchMock: Mock, route: string): Record<string, unknown>[] {
  return callsOf(fetchMock, route).map(
    ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  );
}

/** The session as after a login on the Philippines merchant. */
export function logIn(token = 'member-token'): void {
  useSessionStore.getState().setMerchant('SUERTE_PH');
  useSessionStore.getState().setToken(token);
}

/** Stores of this feature and the auth modals back to their start; the server counts as reachable again. */
export function resetAccountStores(): void {
  reportAnswered();
  useAuthModal.getState().close();
  useAccountUi.setState({ centre: null, notice: null, loggingOut: false });
}

/** Each test starts logged out with fresh stores, and leaves no fetch stand-in or spy behind. */
export function resetBetweenTests(): void {
  beforeEach(() => {
    resetSession();
    resetAccountStores();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/**
 * `ui` above the member and agent centres' real routes (/member/<page>, /agent), in a memory router at `path`;
 * with i18n, toasts and a query client holding the whitelabel answer. The router is returned so tests can go Back.
 */
export function renderWithCentres(
  ui: ReactElement,
  options: { path?: string; whitelabel?: WhitelabelResponse } = {},
) {
  setupTestI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const { merchantCode, language } = useSessionStore.getState();
  client.setQueryData(whitelabelQueryKey(merchantCode, language), options.whitelabel ?? fakeWhitelabel());
  const frame = (
    <>
      {ui}
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: frame,
        children: [
          { path: 'member', lazy: memberCentreLayout, children: memberCentreChildren },
          { path: 'agent', lazy: agentCentreLayout, children: agentCentreChildren },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { client, router, ...view };
}

/** A logged-in member (isAgent as given) with the given extra answers, rendering `ui` above the centres. */
export function renderLoggedIn(
  ui: ReactElement,
  routes: Parameters<typeof stubApi>[0],
  options: { isAgent?: number; demo?: boolean; path?: string } = {},
) {
  const fetchMock = stubApi({
    'GET /wps/member/info': { value: fakeMemberInfo({ isAgent: options.isAgent ?? 0 }) },
    ...routes,
  });
  logIn();
  const whitelabel = fakeWhitelabel({ demo: options.demo ?? true });
  const view = renderWithCentres(ui, { path: options.path, whitelabel });
  return { fetchMock, ...view };
}

/** The header's account bar with the overlays it opens and where the router is (the centres render below). */
export function AccountShell() {
  return (
    <>
      <AccountBar />
      <AccountOverlays />
      <LocationProbe />
    </>
  );
}

/** The text of the toasts on screen. */
export function toastText(): string {
  return within(screen.getByTestId('toasts'))
    .queryAllByRole('status')
    .map((t) => t.textContent)
    .join('|');
}

/** Shows the router location, so tests can see where a flow navigated. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
