import { ENDPOINTS, type EndpointSpec } from '@suerte/contracts';
import { afterEach, expect } from 'vitest';

/**
 * For tests: every request a fake API receives is checked against the server's own schemas (the contracts'
 * endpoint table), so a body or query the web sends that the server would refuse fails the test that sent it,
 * even when the fake answered it. Checked after each test, because a failed check inside fetch would only
 * surface as a network error the page may handle quietly.
 */
const violations: string[] = [];

const entries = Object.entries(ENDPOINTS as Record<string, EndpointSpec>).map(([key, spec]) => {
  const [method = '', template = ''] = key.split(' ');
  const pattern = new RegExp(`^${template.replace(/:\w+/g, '[^/]+')}$`);
  return { key, method, pattern, spec };
});

/** The endpoint of a request, if the table has it. */
function endpointOf(method: string, path: string) {
  return entries.find((e) => e.method === method && e.pattern.test(path));
}

/** Records a request that the server's schema for its endpoint would refuse (or that no endpoint has). */
export function checkRequest(method: string, url: URL, body: unknown): void {
  const path = url.pathname;
  if (!path.startsWith('/wps/')) return;
  const endpoint = endpointOf(method, path);
  if (!endpoint) {
    violations.push(`${method} ${path}: not in the endpoint table`);
    return;
  }
  const { body: bodySchema, query: querySchema } = endpoint.spec;
  if (bodySchema) {
    const parsed = bodySchema.safeParse(body ?? undefined);
    if (!parsed.success) violations.push(`${endpoint.key} body: ${parsed.error.message}`);
  }
  const query = Object.fromEntries(url.searchParams);
  if (querySchema) {
    const parsed = querySchema.safeParse(query);
    if (!parsed.success) violations.push(`${endpoint.key} query: ${parsed.error.message}`);
  } else if (Object.keys(query).length > 0) violations.push(`${endpoint.key}: takes no query`);
}

/** The body a fetch call carries: JSON, or the fields of a form-encoded one. */
export function bodyOfInit(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  const contentType = new Headers(init.headers).get('content-type') ?? '';
  if (contentType.includes('json')) return JSON.parse(init.body) as unknown;
  return Object.fromEntries(new URLSearchParams(init.body));
}

/** The violations recorded since the last call, forgotten once taken. */
export function takeViolations(): string[] {
  return violations.splice(0);
}

afterEach(() => {
  expect(takeViolations(), 'requests the server would refuse').toEqual([]);
});
