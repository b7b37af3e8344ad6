import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from '@suerte/contracts';
import { setupTestI18n } from '../../../lib/test-i18n';
import { stubCarouselEnvironment } from '../../../components/ui/carousel-test-env';
import { HomeBannerCarousel, LoginBannerCarousel } from './banner-carousel';
import { useWhitelabel } from '../../../lib/queries/whitelabel';
import { banner, renderWithProviders, whitelabelResult } from '../test-utils';

vi.mock('../../../lib/queries/whitelabel', () => ({ useWhitelabel: vi.fn() }));

beforeAll(() => {
  setupTestI18n();
  stubCarouselEnvironment();
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
    const carousel = await screen.findByTestId('banner-carousel');
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
    const carousel = await screen.findByTestId('login-banner-carousel');
    expect(within(carousel).getAllByTestId('login-banner-slide')).toHaveLength(2);
    expect(within(carousel).getAllByTestId('login-banner-dot')).toHaveLength(2);
    expect(carousel.getAttribute('aria-label')).toBe('Highlights');
  });
});
