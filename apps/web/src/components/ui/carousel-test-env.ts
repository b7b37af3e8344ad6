import { vi } from 'vitest';

/** For tests only: jsdom lacks the layout and media APIs Embla calls; these stand-ins do nothing. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function matchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** Call in beforeAll of any test that renders a Carousel. */
export function stubCarouselEnvironment(): void {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  if (typeof window.matchMedia !== 'function') vi.stubGlobal('matchMedia', matchMedia);
}
