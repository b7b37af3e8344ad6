import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { MemberInfo } from '@suerte/contracts';
import { fakeWhitelabel, renderWithShell, resetSession } from '../../app/test-utils';
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

/** Stores of this feature and the auth modals back to their start. */
export function resetAccountStores(): void {
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

/** A logged-in member (isAgent as given) with the given extra answers, rendering `ui` in the shell. */
export function renderLoggedIn(
  ui: ReactElement,
  routes: Parameters<typeof stubApi>[0],
  options: { isAgent?: number; demo?: boolean } = {},
) {
  const fetchMock = stubApi({
    'GET /wps/member/info': { value: fakeMemberInfo({ isAgent: options.isAgent ?? 0 }) },
    ...routes,
  });
  logIn();
  const view = renderWithShell(ui, { whitelabel: fakeWhitelabel({ demo: options.demo ?? true }) });
  return { fetchMock, ...view };
}

/** The header's account bar with the member centre and the other overlays it opens. */
export function AccountShell() {
  return (
    <>
      <AccountBar />
      <AccountOverlays />
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
