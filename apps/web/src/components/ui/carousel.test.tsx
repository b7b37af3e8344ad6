import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Autoplay from 'embla-carousel-autoplay';
import { Carousel, type CarouselLabels } from './carousel';
import { stubCarouselEnvironment } from './carousel-test-env';

// Spy on the plugin factory while keeping the real plugin.
vi.mock('embla-carousel-autoplay', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel-autoplay')>();
  return { default: vi.fn(actual.default) };
});

beforeAll(stubCarouselEnvironment);

beforeEach(() => vi.mocked(Autoplay).mockClear());

const labels: CarouselLabels = {
  region: 'Promotions',
  slide: (i, n) => `Slide ${i} of ${n}`,
  goTo: (i) => `Show slide ${i}`,
  pause: 'Pause',
  play: 'Play',
};

function renderCarousel(count: number, extra: { delayMs?: number; slidesPerView?: number } = {}) {
  const items = Array.from({ length: count }, (_, i) => `s${i + 1}`);
  render(
    <Carousel
      items={items}
      getKey={(s) => s}
      renderSlide={(s) => <span>{s}</span>}
      labels={labels}
      testIdPrefix="banner"
      {...extra}
    />,
  );
}

describe('Carousel', () => {
  it('renders every slide as a labelled group inside a labelled region', () => {
    renderCarousel(3);
    expect(screen.getByRole('region', { name: 'Promotions' }).getAttribute('data-testid')).toBe(
      'banner-carousel',
    );
    const slides = screen.getAllByTestId('banner-slide');
    expect(slides).toHaveLength(3);
    expect(slides[1]?.getAttribute('aria-label')).toBe('Slide 2 of 3');
  });

  it('with one slide: no dots, no pause control, no autoplay', () => {
    renderCarousel(1);
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(Autoplay).not.toHaveBeenCalled();
  });

  it('with several slides: one dot per slide, the first current, autoplay every 5000 ms', () => {
    renderCarousel(3);
    const dots = screen.getAllByTestId('banner-dot');
    expect(dots).toHaveLength(3);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    expect(dots[1]?.getAttribute('aria-label')).toBe('Show slide 2');
    expect(Autoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: 5000 }));
  });

  it('moves to the slide of a clicked dot', async () => {
    renderCarousel(3);
    await userEvent.setup().click(screen.getAllByTestId('banner-dot')[2]!);
    expect(screen.getAllByTestId('banner-dot')[2]?.getAttribute('aria-current')).toBe('true');
  });

  it('lets the visitor pause and resume autoplay', async () => {
    renderCarousel(2);
    const user = userEvent.setup();
    vi.mocked(Autoplay).mockClear();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    // Paused: the carousel is rebuilt without the autoplay plugin.
    expect(Autoplay).not.toHaveBeenCalled();
    const play = screen.getByRole('button', { name: 'Play' });
    vi.mocked(Autoplay).mockClear();
    await user.click(play);
    expect(Autoplay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('uses the given delay', () => {
    renderCarousel(2, { delayMs: 3000 });
    expect(Autoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: 3000 }));
  });
});
