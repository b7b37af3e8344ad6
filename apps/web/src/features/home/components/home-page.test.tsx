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

function renderHome(path = '/', lobby?: React.ReactNode) {
  const fetchMock = stubFetch({});
  const view = renderWithProviders(<HomePage notice={<div data-testid="notice-slot" />} lobby={lobby} />, {
    path,
  });
  return { ...view, fetchMock };
}

describe('HomePage', () => {
  it('shows banners, the notice slot and the lobby given to it', () => {
    const { fetchMock } = renderHome('/', <div data-testid="lobby-slot" />);
    // The first banner paints at once; the slide show takes over once the page has settled.
    expect(within(screen.getByTestId('banner-carousel')).getByRole('img', { name: 'Banner 1' })).toBeTruthy();
    expect(screen.getByTestId('notice-slot')).toBeTruthy();
    expect(screen.getByTestId('lobby-slot')).toBeTruthy();
    // The page itself asks for nothing: the lobby brings its own data.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("holds the lobby's space until the lobby arrives", () => {
    renderHome();
    expect(screen.getByTestId('lobby-placeholder')).toBeTruthy();
  });

  it("draws a demo banner in the visitor's language instead of an English picture", () => {
    vi.mocked(useWhitelabel).mockReturnValue(
      whitelabelResult([
        banner({ id: '1', url: '/media/banner/play-responsibly.svg', title: 'Play responsibly' }),
      ]) as unknown as ReturnType<typeof useWhitelabel>,
    );
    renderHome();
    const art = within(screen.getByTestId('banner-carousel')).getByRole('img', { name: 'Play responsibly' });
    expect(art.tagName).toBe('DIV');
    expect(art.textContent).toContain('18+');
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
