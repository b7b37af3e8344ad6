/**
 * Spec §9 image lazy-load parameters: 3 attempts (two loads of the picture, then the default image: spec §8
 * "images failing use a default image after 2 attempts"), a cache of 200 loaded addresses, preload 1.3
 * (a picture starts loading when it is within 1.3 viewport heights), threshold 0.1. One shared observer
 * serves every card; it reports at most once per 200 ms frame of scrolling (the spec's throttle).
 */
export const IMAGE_LOADS = 2;
export const IMAGE_CACHE_SIZE = 200;
export const IMAGE_PRELOAD = 1.3;
export const IMAGE_THRESHOLD = 0.1;
export const IMAGE_THROTTLE_MS = 200;

const loaded = new Map<string, true>();

/** Remembers a loaded address; the oldest is forgotten beyond the cache size. */
export function rememberLoaded(url: string): void {
  loaded.delete(url);
  loaded.set(url, true);
  if (loaded.size > IMAGE_CACHE_SIZE) {
    const oldest = loaded.keys().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}

/** A picture loaded a moment ago shows at once, without waiting to be seen again. */
export function wasLoaded(url: string): boolean {
  return loaded.has(url);
}

/** The address for a load attempt: a second attempt asks again past any cached failure. */
export function attemptUrl(url: string, attempt: number): string {
  if (attempt <= 1) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt - 1}`;
}

type Callback = () => void;
const waiting = new Map<Element, Callback>();
let observer: IntersectionObserver | null = null;
let pending: IntersectionObserverEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function flush() {
  timer = null;
  for (const entry of pending) {
    if (!entry.isIntersecting) continue;
    const callback = waiting.get(entry.target);
    if (!callback) continue;
    waiting.delete(entry.target);
    observer?.unobserve(entry.target);
    callback();
  }
  pending = [];
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      pending.push(...entries);
      // The first sighting loads at once; sightings during fast scrolling are batched.
      timer ??= setTimeout(flush, pending.length === entries.length ? 0 : IMAGE_THROTTLE_MS);
    },
    { rootMargin: `${Math.round((IMAGE_PRELOAD - 1) * 100)}% 0px`, threshold: IMAGE_THRESHOLD },
  );
  return observer;
}

/** Calls back once the element comes near the viewport; returns a function that stops watching. */
export function whenNear(element: Element, callback: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  waiting.set(element, callback);
  sharedObserver().observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
