import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { HelpEntry } from '@suerte/contracts';
import { bodyOfInit, checkRequest } from '../../test/contract-check';

/** For tests: answers the help centre call with the given topics, or fails with a server error. */
export function stubHelpCenter(answer: () => HelpEntry[] | Error) {
  const fetchMock = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    checkRequest(init?.method ?? 'GET', new URL(String(input), window.location.origin), bodyOfInit(init));
    const value = answer();
    const body =
      value instanceof Error
        ? { success: false, code: 'INTERNAL_ERROR', message: value.message, value: null }
        : { success: true, code: 'OK', message: 'ok', value };
    return new Response(JSON.stringify(body), { status: value instanceof Error ? 500 : 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

export function entry(tag: string, content: string | null, children: HelpEntry[] = []): HelpEntry {
  return { tag, title: `Title ${tag}`, content, children };
}

/** Two top-level topics; the second is a section without its own article, with nested sub-topics. */
export const HELP_TOPICS: HelpEntry[] = [
  entry('about', '<p>About us</p>'),
  entry('deposit', null, [
    entry('deposit-bank', '<p>Bank deposits</p>'),
    entry('deposit-limits', '<p>Deposit limits</p>', [entry('limits-vip', '<p>VIP limits</p>')]),
  ]),
  entry('empty-topic', null),
];
