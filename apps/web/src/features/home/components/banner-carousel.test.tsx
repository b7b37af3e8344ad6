import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from '@suerte/contracts';
import { setupTestI18n } from '../../../lib/test-i18n';
import { stubCarouselEnvironment } from '../../../components/ui/carousel-test-env';
import { HomeBannerCarousel, LoginBannerCarousel } from './banner-carousel';
import { useWhitelabel } from '../../../lib/queries/whitelabel';
import { banner, renderWithProviders, whitelabelResult } from '../test-utils';

vi.mock('../../../lib/queries/whitelabel', () => ({ useWhitelabel: vi.fn() }));
// Whether the page has settled (load, idle, a moment more) decides when the slide-show engine may load.
const page = vi.hoisted(() => ({ settled: true }));
vi.mock('../hooks/use-page-settled', () => ({ usePageSettled: () => page.settled }));

beforeEach(() => {
  page.settled = true;
});

// jsdom has no PointerEvent: this one carries the pointer type the banners look at.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}

beforeAll(() => {
  setupTestI18n();
  stubCarouselEnvironment();
  if (typeof window.PointerEvent !== 'function') vi.stubGlobal('PointerEvent', TestPointerEvent);
});

function renderBanners(resources: Resource[] | null, ui = <HomeBannerCarousel />) {
  vi.mocked(useWhitelabel).mockReturnValue(
    whitelabelResult(resources) as unknown as ReturnType<typeof useWhitelabel>,
  );
  renderWithProviders(ui);
}

describe('HomeBannerCarousel', () => {
  it('shows the home banners with one dot each when there are several', async () => {
    renderBanners([banner({ id: '1' }), banner({ id: 'login', groupName: 'w_login' }), banner({ id: '2' })]);
    await screen.findAllByTestId('banner-dot');
    const carousel = screen.getByTestId('banner-carousel');
    expect(within(carousel).getAllByTestId('banner-slide')).toHaveLength(2);
    expect(within(carousel).getAllByTestId('banner-dot')).toHaveLength(2);
    expect(within(carousel).getByRole('img', { name: 'Banner 1' }).getAttribute('src')).toBe(
      '/media/banner-1.svg',
    );
  });

  it('a single banner has no dots and no pause control', async () => {
    renderBanners([banner({ id: '1' })]);
    await screen.findByTestId('banner-carousel');
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /banner rotation/ })).toBeNull();
  });

  it('paints the first banner before the slide-show engine, which takes over once the page has settled', async () => {
    page.settled = false;
    renderBanners([banner({ id: '1' }), banner({ id: '2' })]);
    const still = screen.getByTestId('banner-carousel');
    expect(still.hasAttribute('data-still')).toBe(true);
    expect(within(still).getAllByTestId('banner-slide')).toHaveLength(1);
    expect(within(still).getByRole('group').getAttribute('aria-label')).toBe('Banner 1 of 2');
    expect(within(still).getByRole('img', { name: 'Banner 1' })).toBeTruthy();
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);

    page.settled = true;
    renderBanners([banner({ id: '1' }), banner({ id: '2' })]);
    expect(await screen.findAllByTestId('banner-dot')).toHaveLength(2);
  });

  it('loads the engine at once when a mouse comes over the banners', async () => {
    page.settled = false;
    renderBanners([banner({ id: '1' }), banner({ id: '2' })]);
    fireEvent.pointerOver(screen.getByTestId('banner-carousel'), { pointerType: 'touch' });
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
    fireEvent.pointerOver(screen.getByTestId('banner-carousel'), { pointerType: 'mouse' });
    expect(await screen.findAllByTestId('banner-dot')).toHaveLength(2);
  });

  it('holds the banner space while the site configuration loads', () => {
    renderBanners(null);
    expect(screen.getByRole('status', { name: 'Loading banners…' })).toBeTruthy();
  });

  it('renders nothing when the merchant has no home banners', () => {
    renderBanners([banner({ id: 'login', groupName: 'w_login' })]);
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('navigates inside the app for a banner linked to a path', async () => {
    renderBanners([banner({ id: '1', linkageType: 'INTERNAL', linkUrl: '/promotions' })]);
    const link = await screen.findByRole('link', { name: 'Banner 1' });
    await userEvent.setup().click(link);
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });

  it('opens another site in a new tab without the opener', async () => {
    renderBanners([banner({ id: '1', linkageType: 'URL', linkUrl: 'https://partner.example/offer' })]);
    const link = await screen.findByRole('link', { name: 'Banner 1 (opens in a new window)' });
    expect(link.getAttribute('href')).toBe('https://partner.example/offer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a banner without a linkageType is not clickable', async () => {
    renderBanners([banner({ id: '1', linkUrl: '/promotions' })]);
    await screen.findByRole('img', { name: 'Banner 1' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('LoginBannerCarousel', () => {
  it('shows the login banners under its own test ids', async () => {
    renderBanners(
      [
        banner({ id: '1' }),
        banner({ id: 'a', groupName: 'w_login' }),
        banner({ id: 'b', groupName: 'w_login' }),
      ],
      <LoginBannerCarousel />,
    );
    await screen.findAllByTestId('login-banner-dot');
    const carousel = screen.getByTestId('login-banner-carousel');
    expect(within(carousel).getAllByTestId('login-banner-slide')).toHaveLength(2);
    expect(within(carousel).getAllByTestId('login-banner-dot')).toHaveLength(2);
    expect(carousel.getAttribute('aria-label')).toBe('Highlights');
  });
});
