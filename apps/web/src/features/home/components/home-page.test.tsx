import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupTestI18n } from '../../../lib/test-i18n';
import { stubCarouselEnvironment } from '../../../components/ui/carousel-test-env';
import { useWhitelabel } from '../../../lib/queries/whitelabel';
import HomePage from './home-page';
import { banner, renderWithProviders, stubFetch, whitelabelResult } from '../test-utils';

vi.mock('../../../lib/queries/whitelabel', () => ({ useWhitelabel: vi.fn() }));

beforeAll(() => {
  setupTestI18n();
  stubCarouselEnvironment();
});

beforeEach(() => {
  window.sessionStorage.clear();
  const result = whitelabelResult([banner({ id: '1' }), banner({ id: '2' })]);
  vi.mocked(useWhitelabel).mockReturnValue(result as unknown as ReturnType<typeof useWhitelabel>);
});

function renderHome(path = '/') {
  const fetchMock = stubFetch({
    '/wps/relay/hotGamesV2': { value: { list: [] } },
  });
  const view = renderWithProviders(<HomePage notice={<div data-testid="notice-slot" />} />, { path });
  return { ...view, fetchMock };
}

const relayCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), window.location.origin).pathname);

describe('HomePage', () => {
  it('shows banners, the notice slot, hot games and the winner board', async () => {
    const { fetchMock } = renderHome();
    // The first banner paints at once; the slide show takes over once the page has settled.
    expect(within(screen.getByTestId('banner-carousel')).getByRole('img', { name: 'Banner 1' })).toBeTruthy();
    expect(screen.getByTestId('notice-slot')).toBeTruthy();
    expect(await within(screen.getByTestId('hot-games')).findByText(/No hot games yet/)).toBeTruthy();
    expect(within(screen.getByTestId('winner-board')).getByText(/No winners yet/)).toBeTruthy();
    // The winner board has no data source yet, so it makes no call.
    expect(relayCalls(fetchMock)).toEqual(['/wps/relay/hotGamesV2']);
  });

  it('has one <h1>, naming the site', () => {
    renderHome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe('Lucky Star');
  });

  it('names the site by the fallback brand while the merchant is loading', () => {
    vi.mocked(useWhitelabel).mockReturnValue(
      whitelabelResult(null) as unknown as ReturnType<typeof useWhitelabel>,
    );
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Suerte');
  });
});
