import { vi, type Mock } from 'vitest';
import { useLocation } from 'react-router';
import type { MemberInfo } from '@suerte/contracts';
import { useSessionStore } from '../../lib/session-store';
import { useAuthModal } from '../../lib/auth-modal-store';
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

/** One answer of the fake API: a value, or a failure with its HTTP status and error code. */
export type Answer = { value: unknown } | { status: number; code: string };

/**
 * A fetch stand-in keyed by "METHOD /path" ("GET /wps/member/info"); an answer may be a promise, to hold a call
 * open. Unlisted calls fail with a server error, as an unreachable service would.
 */
export function stubApi(routes: Record<string, Answer | (() => Answer | Promise<Answer>)>): Mock {
  const fetchMock = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const entry = routes[`${init?.method ?? 'GET'} ${path}`];
    const answer: Answer = (typeof entry === 'function' ? await entry() : entry) ?? {
      status: 500,
      code: 'INTERNAL_ERROR',
    };
    const body =
      'value' in answer
        ? { success: true, code: 'OK', message: 'ok', value: answer.value }
        : { success: false, code: answer.code, message: answer.code, value: null };
    return new Response(JSON.stringify(body), { status: 'value' in answer ? 200 : answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** How many calls went to "METHOD /path". */
export function callsTo(fetchMock: Mock, route: string): number {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const path = new URL(String(input), window.location.origin).pathname;
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${path}` === route;
  }).length;
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

/** Shows the router location, so tests can see where a flow navigated. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
