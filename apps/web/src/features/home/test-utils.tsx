import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Game, Resource } from '@suerte/contracts';

export { stubFetch, type FakeRoute } from '../../test/stub-fetch';

/** Shows the current location, so tests can see where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/** Renders inside a fresh query client and a memory router (with a catch-all route showing the location). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

export function banner(over: Partial<Resource> & { id: string }): Resource {
  return {
    resourceType: 'BANNER',
    groupName: 'w_home',
    title: `Banner ${over.id}`,
    url: `/media/banner-${over.id}.svg`,
    linkageType: null,
    linkUrl: null,
    ...over,
  };
}

/** A stand-in for useWhitelabel's result: only the resources matter to the home page. */
export function whitelabelResult(resources: Resource[] | null) {
  return resources === null
    ? { isPending: true, isError: false, data: undefined }
    : { isPending: false, isError: false, data: { resources, merchant: { name: 'Lucky Star' } } };
}

export function game(over: Partial<Game> & { nodeId: string }): Game {
  return {
    nodeName: over.nodeId,
    gameName: `Game ${over.nodeId}`,
    iconUrl: `/media/game-${over.nodeId}.svg`,
    showIcon: true,
    vassalage: 'PG',
    gameCategory: 'RNG',
    gameClassify: null,
    supportPlay: 1,
    isFav: false,
    roomId: null,
    minBet: 100,
    minLineNum: 1,
    status: 'ON',
    demo: false,
    isGame: 'GAME',
    ...over,
  };
}
