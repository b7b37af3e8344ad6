import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { resetSession } from '../../app/test-utils';
import { ToastProvider } from '../../components/ui/toast';
import { api } from '../../lib/api-client';
import { useAuthModal, type AuthModal } from '../../lib/auth-modal-store';
import { setupTestI18n } from '../../lib/test-i18n';
import { checkRequest } from '../../test/contract-check';
import { registerSettingsQueryOptions } from './api/register-settings';
import { AuthModals } from './components/auth-modals';
import { resetCaptchaClock } from './hooks/use-captcha';
import { fakeSettings } from './test-settings';

export { fakeSettings, off, rule } from './test-settings';

/** Registers the usual hooks: a fresh session before each test; globals, mocks and the URL put back after it. */
export function resetAroundEachTest(): void {
  beforeEach(() => resetSession());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });
}

/** The wrapper of a registration field, by its name. */
export const registerField = (name: string) => screen.getByTestId(`register-field-${name}`);
/** The text input of a registration field. */
export const registerInput = (name: string) =>
  within(registerField(name)).getByRole('textbox') as HTMLInputElement;
/** Any input by its `name` (password and date inputs have no textbox role). */
export const inputNamed = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** An API answer: a value, or a failure with the server's code, message, status and value. */
export type Answer =
  { value: unknown } | { code: string; message?: string; status?: number; value?: unknown };

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, or the form fields of a form-encoded one. */
  body: Record<string, unknown> | null;
  contentType: string | null;
}

/**
 * Answers fetch by "METHOD /path" (or "/path" for any method) and records every call. Enc calls are sent as
 * plain JSON here (the encryption has its own tests), so a test reads the body it sent.
 */
export function stubApi(routes: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const contentType = headers.get('content-type');
    const raw = typeof init?.body === 'string' ? init.body : null;
    const body =
      raw === null
        ? null
        : contentType?.includes('json')
          ? JSON.parse(raw)
          : Object.fromEntries(new URLSearchParams(raw));
    const call: Call = { method, path: url.pathname, query: url.searchParams, body, contentType };
    calls.push(call);
    checkRequest(method, url, body);
    const entry = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const answer = typeof entry === 'function' ? entry(call) : entry;
    if (answer && 'value' in answer && !('code' in answer))
      return new Response(JSON.stringify({ success: true, code: 'OK', message: 'ok', value: answer.value }));
    const failure = answer ?? {
      code: 'NOT_FOUND',
      message: `no route for ${method} ${url.pathname}`,
      status: 404,
    };
    return new Response(
      JSON.stringify({
        success: false,
        code: failure.code,
        message: failure.message ?? failure.code,
        value: failure.value ?? null,
      }),
      { status: failure.status ?? 400 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(api, 'enc').mockImplementation((key, request) => api.call(key as never, request as never));
  const of = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { fetchMock, calls, of };
}

let captchaCount = 0;
/** A captcha answer with a new id each time. */
export const captchaRoute = (): Answer => {
  captchaCount += 1;
  return {
    value: {
      captchaId: `00000000-0000-4000-8000-${String(captchaCount).padStart(12, '0')}`,
      image: `data:image/png;base64,${captchaCount}`,
      expiresInSeconds: 300,
    },
  };
};

export const loginResponse = (over: Record<string, unknown> = {}) => ({
  value: {
    token: 'tok-1',
    firstTimeLogin: false,
    passwordExpired: false,
    passwordChangeRequired: null,
    ...over,
  },
});

interface RenderOptions {
  open?: AuthModal | null;
  reason?: 'weak' | 'expired' | null;
  settings?: RegisterSettingsResponse;
  path?: string;
  /** Rendered at every path next to the dialogs (a page under test). */
  page?: ReactElement;
}

/** Renders the dialogs the store names, with settings in the query client, toasts and a router. */
export function renderAuth({
  open = null,
  reason = null,
  settings = fakeSettings(),
  path = '/',
  page,
}: RenderOptions = {}) {
  setupTestI18n();
  resetCaptchaClock();
  captchaCount = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(registerSettingsQueryOptions(null).queryKey, settings);
  useAuthModal.setState({ open, reason });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {page}
            <AuthModals />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {},
  );
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, router, user };
}
