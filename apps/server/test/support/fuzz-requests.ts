import fc from 'fast-check';

/** The parts of an OpenAPI operation the fuzzer reads. */
export interface FuzzOperation {
  method: string;
  /** OpenAPI path, with {name} placeholders. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Property schemas of the JSON body, when it has one. */
  bodyProperties: Record<string, JsonSchema> | null;
}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const LONG = 'x'.repeat(5_000);

/** Strings that have broken servers before: unstorable, inherited keys, injections, huge, odd Unicode. */
const NASTY_STRINGS = [
  '',
  ' ',
  'a',
  'abc123',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '😀',
  '\u202Etxt',
  'ñ',
  'constructor',
  '__proto__',
  'toString',
  "' or 1=1 --",
  '${x}',
  '<script>',
  '../../etc/passwd',
  '%',
  '%E0%A4%A',
  '1e2',
  '-1',
  '2026-02-30',
  '0000-00-00',
  LONG,
];
const NASTY_NUMBERS = [
  0,
  -1,
  1,
  7,
  100,
  1e300,
  -1e300,
  0.5,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
];

/** Raw text for a URL (path value or query value): the percent-encoding itself may be broken. */
const RAW_URL_TEXTS = [
  '%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '..',
  '%2e%2e',
  '%2F',
  'constructor',
  '__proto__',
  '-1',
  '1e2',
  '1.5',
  '99999999999999999999999',
  'x'.repeat(3_000),
  '%F0%9F%98%80',
  'a%20b',
  '',
];

/** Header values HTTP can carry (Latin-1) that the server still has to survive. */
const HEADER_TEXTS = [
  '',
  'constructor',
  '__proto__',
  '%',
  '%E0%A4%A',
  '\u00ff\u00fe',
  'x'.repeat(4_000),
  'en, th;q=x',
];
const COOKIES = [
  'suerte_merchant=%',
  'suerte_lang=%E0%A4%A',
  'suerte_merchant=%00',
  'suerte_lang=constructor',
  'suerte_merchant=__proto__; suerte_lang=%ED%A0%80',
  '=; ; suerte_lang',
  'suerte_merchant=SUERTE_TH',
];
const IPS = ['1.46.0.1', '8.8.8.8', 'not-an-ip', '::1', '999.1.1.1', '1.1.1.1, 2.2.2.2', ''];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

/** Bodies that are not what JSON.stringify makes. */
const RAW_BODIES: (string | Buffer)[] = [
  '{"a":',
  '',
  'null',
  '[]',
  '"text"',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"amount":1e2,"amount":100}',
  '{"amount":100.0000000000000001}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":' + '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_001),
  Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
  'a=%00&b=%E0%A4%A&amount=1e2',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value that may pass the property's schema (so the request reaches the service) or may not. */
function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map(valueFor), junk);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), junk);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    const low = schema.minimum ?? -1_000;
    const high = schema.maximum ?? 1_000_000;
    return fc.oneof(fc.constantFrom(low, high), fc.integer({ min: -1_000, max: 1_000_000 }), junk);
  }
  if (type === 'boolean') return fc.oneof(fc.boolean(), junk);
  if (type === 'object' && schema.properties) return fc.oneof(objectFor(schema.properties), junk);
  if (type === 'array' && schema.items)
    return fc.oneof(fc.array(valueFor(schema.items), { maxLength: 3 }), junk);
  // A matching string gets past the schema to the service; the rest tests the refusals.
  const matching = schema.pattern ? [fc.stringMatching(new RegExp(schema.pattern))] : [];
  return fc.oneof(...matching, ...matching, nastyString, junk);
}

function objectFor(properties: Record<string, JsonSchema>): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, valueFor(schema)]),
  );
  return fc.record(shape, { requiredKeys: [] });
}

function bodyFor(op: FuzzOperation): fc.Arbitrary<{ contentType: string | null; payload?: string | Buffer }> {
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });
  const shaped = op.bodyProperties ? objectFor(op.bodyProperties) : fc.dictionary(nastyString, junk);
  const sealed = fc
    .record({ kid: junk, key: junk, iv: junk, data: junk }, { requiredKeys: [] })
    .map((enc) => ({ enc }));
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map(json) },
    { weight: 1, arbitrary: sealed.map(json) },
    { weight: 1, arbitrary: junk.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...CONTENT_TYPES))
        .map(([payload, contentType]) => ({ contentType, payload })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: null }) },
  );
}

function urlFor(op: FuzzOperation): fc.Arbitrary<string> {
  const pathValue = fc.oneof(fc.constantFrom(...RAW_URL_TEXTS), fc.constantFrom('SUERTE', 'SIMVENDOR', '1'));
  const pathValues = fc.array(pathValue, {
    minLength: op.pathParams.length,
    maxLength: op.pathParams.length,
  });
  const names = fc.constantFrom(...op.queryParams, 'x', 'pageNo', '__proto__', 'a[b]');
  const query = fc.array(fc.tuple(names, fc.constantFrom(...RAW_URL_TEXTS, '1', '20')), { maxLength: 4 });
  return fc.tuple(pathValues, query).map(([values, pairs]) => {
    let index = 0;
    const path = op.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '');
    return pairs.length ? `${path}?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
  });
}

function headersFor(token: string | null): fc.Arbitrary<Record<string, string>> {
  const optional = (values: string[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
  return fc
    .record({
      'x-forwarded-for': optional(IPS),
      'x-language': optional(HEADER_TEXTS),
      'accept-language': optional(HEADER_TEXTS),
      'x-merchant-code': optional([...HEADER_TEXTS, 'SUERTE_TH']),
      cookie: optional(COOKIES),
      authorization: token
        ? fc.constantFrom(`Bearer ${token}`, `Bearer ${token}`, 'Bearer x', 'Basic Og==')
        : optional(['Bearer %00']),
      accept: optional(['text/html', '*/*', 'application/json']),
    })
    .map(
      (headers) =>
        Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
          string,
          string
        >,
    );
}

/** One malformed (or just odd) request to an operation, as anonymous or as the member of `token`. */
export function fuzzRequest(op: FuzzOperation, token: string | null): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(urlFor(op), headersFor(token), bodyFor(op)).map(([url, headers, body]) => {
    const withBody = op.method !== 'GET' && op.method !== 'HEAD';
    return {
      method: op.method,
      url,
      headers: withBody && body.contentType ? { ...headers, 'content-type': body.contentType } : headers,
      ...(withBody && body.payload !== undefined ? { payload: body.payload } : {}),
    };
  });
}

/** The operations of an OpenAPI document. */
export function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
}): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? [];
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      const schema = content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: schema?.properties ?? null,
      };
    }),
  );
}
