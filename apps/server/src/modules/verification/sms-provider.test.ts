import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsProvider } from './sms-provider.js';

/** A stand-in SMS gateway that records what it receives and answers with the given status. */
async function fakeGateway(status: number) {
  const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const message = { merchantCode: 'SUERTE_PH', phone: '+639171234567', body: 'Your code is 123456.' };

describe('HTTP SMS provider', () => {
  let accepting: Awaited<ReturnType<typeof fakeGateway>>;
  let refusing: Awaited<ReturnType<typeof fakeGateway>>;
  beforeAll(async () => {
    accepting = await fakeGateway(202);
    refusing = await fakeGateway(401);
  });
  afterAll(async () => {
    await accepting.close();
    await refusing.close();
  });

  it('posts {to, text} as JSON with the bearer token', async () => {
    await createHttpSmsProvider({ url: accepting.url, token: 'secret-token' }).send(message);
    const [call] = accepting.received;
    expect(call!.body).toEqual({ to: '+639171234567', text: 'Your code is 123456.' });
    expect(call!.headers.authorization).toBe('Bearer secret-token');
    expect(call!.headers['content-type']).toBe('application/json');
  });

  it('fails with SMS_SEND_FAILED on a non-2xx answer', async () => {
    await expect(
      createHttpSmsProvider({ url: refusing.url, token: null }).send(message),
    ).rejects.toMatchObject({
      code: 'SMS_SEND_FAILED',
    });
    expect(refusing.received[0]!.headers.authorization).toBeUndefined();
  });

  it('fails with SMS_SEND_FAILED when the gateway is unreachable', async () => {
    await expect(
      createHttpSmsProvider({ url: 'http://127.0.0.1:1/send', token: 't' }).send(message),
    ).rejects.toMatchObject({ code: 'SMS_SEND_FAILED' });
  });
});
