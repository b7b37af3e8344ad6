import type { ReactElement } from 'react';
import type { Mock } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeWhitelabel, renderWithShell } from '../../../app/test-utils';
import { fakeMemberInfo, logIn, stubApi, type Answer } from '../test-utils';

/** Routes of the wallet calls, as stubApi names them. */
export const ROUTES = {
  member: 'GET /wps/member/info',
  balance: 'GET /wps/v2/wallets/balance',
  wallets: 'POST /wps/relay/GCS_merchantWallet',
  transfer: 'POST /wps/relay/GCS_walletTransfer',
  deposit: 'POST /wps/v2/deposits/demo',
  record: 'POST /wps/relay/ODSFE2_MemTransDet',
} as const;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Wallets of a member in transfer mode: ₱1,500.00 in main, ₱50.00 with Suerte Games, nothing with Evo Live. */
export const MAIN = { vendorCode: 'MAIN', name: 'Main', balance: 150000, currency: 'PHP' };
export const SUERTE = { vendorCode: 'SUERTE', name: 'Suerte Games', balance: 5000, currency: 'PHP' };
export const EVO = { vendorCode: 'EVO', name: 'Evo Live', balance: 0, currency: 'PHP' };

/** A GCS_merchantWallet answer (exponent 2). */
export function walletsAnswer(isSingle: boolean, wallets: unknown[]): Answer {
  return { value: { isSingle, exponent: 2, wallets } };
}

/** A balance answer of the Philippines merchant (PHP, 2 decimals). */
export function balanceAnswer(balance: number, over: Record<string, unknown> = {}): Answer {
  return { value: { balance, exponent: 2, currency: 'PHP', currencySymbol: '₱', ...over } };
}

/** The JSON bodies sent to "METHOD /path", in order. */
export function bodiesOf(fetchMock: Mock, route: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const path = new URL(String(input), window.location.origin).pathname;
      return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${path}` === route;
    })
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}

type Routes = Parameters<typeof stubApi>[0];

/** A logged-in member (isAgent as given) with the given extra answers, rendering `ui` in the shell. */
export function renderLoggedIn(
  ui: ReactElement,
  routes: Routes,
  options: { isAgent?: number; demo?: boolean } = {},
) {
  const fetchMock = stubApi({
    [ROUTES.member]: { value: fakeMemberInfo({ isAgent: options.isAgent ?? 0 }) },
    ...routes,
  });
  logIn();
  const view = renderWithShell(ui, { whitelabel: fakeWhitelabel({ demo: options.demo ?? true }) });
  return { fetchMock, ...view };
}

/** The text of the toasts on screen. */
export function toastText(): string {
  return within(screen.getByTestId('toasts'))
    .queryAllByRole('status')
    .map((t) => t.textContent)
    .join('|');
}
