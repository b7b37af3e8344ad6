import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Announcement } from '@suerte/contracts';

/** For tests: a fetch stand-in that answers each API path with an envelope, or fails with a server error. */
export type FakeRoute = { value: unknown } | { fail: string };

export function stubFetch(routes: Record<string, FakeRoute | (() => FakeRoute)>) {
  const fetchMock = vi.fn(async (input: URL | RequestInfo) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const entry = routes[path];
    const route = typeof entry === 'function' ? entry() : entry;
    const body =
      route && 'value' in route
        ? { success: true, code: 'OK', message: 'ok', value: route.value }
        : {
            success: false,
            code: 'INTERNAL_ERROR',
            message: route?.fail ?? `no route for ${path}`,
            value: null,
          };
    return new Response(JSON.stringify(body), { status: route && 'value' in route ? 200 : 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(ui, { wrapper });
}

export function makeAnnouncements(count: number): Announcement[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `a${i + 1}`,
    type: 'B',
    title: `Notice ${i + 1}`,
    content: `<p>Body of notice ${i + 1}</p>`,
    publishedAt: `2024-05-${String((i % 28) + 1).padStart(2, '0')}T08:00:00Z`,
    demo: false,
  }));
}

export const announcementsValue = (list: Announcement[]) => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 100,
});
