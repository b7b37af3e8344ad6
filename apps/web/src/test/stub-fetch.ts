import { vi } from 'vitest';

/** For tests: a fetch stand-in that answers each API path with an envelope, or fails with a server error. */
export type FakeRoute = { value: unknown } | { fail: string };

export function stubFetch(routes: Record<string, FakeRoute | (() => FakeRoute)>) {
  const fetchMock = vi.fn(async (input: URL | RequestInfo) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const entry = routes[path];
    const route = typeof entry === 'function' ? entry() : entry;
    const ok = route !== undefined && 'value' in route;
    const body = ok
      ? { success: true, code: 'OK', message: 'ok', value: route.value }
      : {
          success: false,
          code: 'INTERNAL_ERROR',
          message: route?.fail ?? `no route for ${path}`,
          value: null,
        };
    return new Response(JSON.stringify(body), { status: ok ? 200 : 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
