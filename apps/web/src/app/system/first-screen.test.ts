import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseFirstScreen } from './first-screen';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const screenShown = () => document.getElementById('first-screen') !== null;

describe('the server-written first screen of the home page', () => {
  let root: HTMLElement;
  let settled: boolean;
  const watch = (maxMs?: number) => releaseFirstScreen({ root, siteSettled: () => settled, maxMs });

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<div id="root"></div><div id="first-screen"></div>';
    root = document.getElementById('root')!;
    settled = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it("stays over the splash and the layout, and goes once the app's banner image has loaded", async () => {
    watch();
    root.innerHTML = '<div data-testid="splash"></div>';
    await tick();
    expect(screenShown()).toBe(true);
    root.innerHTML = '<div class="shell"><main></main></div>';
    await tick();
    expect(screenShown()).toBe(true);

    settled = true;
    root.innerHTML =
      '<div class="shell"><div data-testid="home-page"><section data-testid="banner-carousel">' +
      '<img src="/media/banner/a.svg" alt="" /></section></div></div>';
    const image = root.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    await tick();
    expect(screenShown()).toBe(true);
    image.dispatchEvent(new Event('load'));
    expect(screenShown()).toBe(false);
  });

  it('goes once the home page shows without a banner after the site configuration has answered', async () => {
    watch();
    root.innerHTML = '<div class="shell"><div data-testid="home-page"></div></div>';
    await tick();
    expect(screenShown()).toBe(true);
    settled = true;
    root.querySelector('[data-testid="home-page"]')!.append(document.createElement('section'));
    await tick();
    expect(screenShown()).toBe(false);
  });

  it('goes when the app shows a status page instead of the site, or another page', async () => {
    watch();
    root.innerHTML = '<div data-testid="maintenance-page"></div>';
    await tick();
    expect(screenShown()).toBe(false);

    document.body.insertAdjacentHTML('beforeend', '<div id="first-screen"></div>');
    window.history.replaceState(null, '', '/member/deposit');
    watch();
    expect(screenShown()).toBe(false);
  });

  it('goes after the longest wait whatever the page shows', () => {
    vi.useFakeTimers();
    watch(5000);
    root.innerHTML = '<div data-testid="splash"></div>';
    vi.advanceTimersByTime(4999);
    expect(screenShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(screenShown()).toBe(false);
  });

  it('does nothing on a page without a first screen', () => {
    document.getElementById('first-screen')!.remove();
    expect(() => watch()).not.toThrow();
  });
});
