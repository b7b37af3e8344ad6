import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Announcement } from '@suerte/contracts';

export { stubFetch, type FakeRoute } from '../../test/stub-fetch';

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
