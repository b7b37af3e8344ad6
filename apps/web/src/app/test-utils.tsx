import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteHandle } from './route-handle';
import type { VendorGroup, WhitelabelResponse } from '@suerte/contracts';
import { useSessionStore } from '../lib/session-store';
import { reportAnswered } from '../lib/online-state';
import { whitelabelQueryKey } from '../lib/queries/whitelabel';
import { gameVendorsQueryOptions } from '../lib/queries/game-vendors';
import { setupTestI18n } from '../lib/test-i18n';
import { ToastProvider } from '../components/ui/toast';

/** A whitelabel answer for tests: the Philippines merchant with everything switched on. */
export function fakeWhitelabel(over: Partial<WhitelabelResponse> = {}): WhitelabelResponse {
  return {
    merchant: {
      merchantCode: 'SUERTE_PH',
      name: 'Suerte Philippines',
      country: 'PH',
      countryName: 'Philippines',
      currency: 'PHP',
      currencySymbol: '₱',
      langList: ['en', 'tl'],
      defaultLanguage: 'en',
    },
    about: 'About Suerte Philippines.',
    siteConfig: { platform: 'WEB', lotteryType: 'SEA', prizeModes: ['Lott', 'ZY', 'Elott'] },
    demo: true,
    modules: [
      { modId: 'PROMOTIONS', name: 'Promotions', enabled: '1', childrenNodes: [] },
      { modId: 'APP_DOWNLOAD', name: 'App download', enabled: '1', childrenNodes: [] },
    ],
    resources: [],
    customerService: [],
    domainList: [],
    mainDomain: null,
    location: { countryCode: 'PH', ip: '127.0.0.1' },
    imageCDNs: [],
    launchGameCDNs: [],
    maintenance: { enabled: false, message: null, until: null },
    regionRestriction: { enabled: false, allowedCountries: [] },
    analytics: { enabled: false },
    regions: [
      {
        merchantCode: 'SUERTE_PH',
        country: 'PH',
        countryName: 'Philippines',
        currency: 'PHP',
        langList: ['en', 'tl'],
        domains: [],
      },
      {
        merchantCode: 'SUERTE_TH',
        country: 'TH',
        countryName: 'Thailand',
        currency: 'THB',
        langList: ['en', 'th'],
        domains: [],
      },
    ],
    copyrightYear: 2022,
    ...over,
  };
}

/** A vendor group with one card per vendor code. */
export function vendorGroup(gameCategory: VendorGroup['gameCategory'], vendors: string[]): VendorGroup {
  return {
    gameCategory,
    vendors: [
      {
        title: gameCategory,
        cards: vendors.map((v) => ({
          vassalage: v,
          vendorName: v,
          iconUrl: `/media/${v}.svg`,
          maintenance: false,
          demo: true,
        })),
      },
    ],
  };
}

// The tested element reaches the (once-created) data router through context, so re-renders show the latest.
const Slot = createContext<ReactNode>(null);
function SlotContent() {
  return <>{useContext(Slot)}</>;
}

function TestRouter({ path, handle }: { path: string; handle?: RouteHandle }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <SlotContent />, handle }], { initialEntries: [path] }),
  );
  return <RouterProvider router={router} />;
}

interface Seed {
  whitelabel?: WhitelabelResponse;
  vendors?: VendorGroup[];
  path?: string;
  /** The route handle the page sees (category pages read theirs). */
  handle?: RouteHandle;
  /** More answers to put in the query client before the first render. */
  prime?: (client: QueryClient) => void;
}

/** Renders with i18n (English), a query client already holding the given answers, toasts and a router. */
export function renderWithShell(ui: ReactElement, seed: Seed = {}) {
  setupTestI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const { merchantCode, language } = useSessionStore.getState();
  if (seed.whitelabel) client.setQueryData(whitelabelQueryKey(merchantCode, language), seed.whitelabel);
  if (seed.vendors)
    client.setQueryData(gameVendorsQueryOptions(merchantCode, language).queryKey, seed.vendors);
  seed.prime?.(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Slot.Provider value={children}>
          <TestRouter path={seed.path ?? '/'} handle={seed.handle} />
        </Slot.Provider>
      </ToastProvider>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

/** Answers fetch calls by path with an API envelope. */
export function envelopeResponse(value: unknown, status = 200): Response {
  return new Response(
    JSON.stringify({
      success: status < 400,
      code: status < 400 ? 'OK' : 'INTERNAL_ERROR',
      message: 'x',
      value,
    }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );
}

/**
 * Resets the session store, storage and the server's reachability between tests (a test whose calls went
 * unanswered would otherwise leave the next one's queries paused as if offline).
 */
export function resetSession(): void {
  reportAnswered();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  useSessionStore.setState({
    merchantCode: null,
    language: 'en',
    theme: 'light',
    token: null,
    leftMenuOpen: false,
  });
}
