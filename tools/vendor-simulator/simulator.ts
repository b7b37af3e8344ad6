import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reference game vendor, transfer mode: it keeps its own player balances and implements the transfer API
 * Suerte calls (POST {base}/transfer-in | /transfer-out | /status | /balance, signed with X-Suerte-Signature;
 * it signs its answers the same way). Failure modes let tests and demos see every branch of the transfer state
 * machine.
 */
export type FailureMode =
  /** Apply and answer OK. */
  | 'ok'
  /** Definite refusal: nothing applied, answer { status: 'REFUSED' }. */
  | 'refuse'
  /** Apply nothing and never answer (the caller times out). */
  | 'timeout'
  /** Apply, then never answer: the caller times out although the money moved. */
  | 'apply-then-timeout'
  /** Apply, then answer HTTP 500. */
  | 'apply-then-error'
  /** Apply, then answer OK with a wrong signature (a forged or altered answer). */
  | 'bad-signature';

/** How answers are signed: properly, with a wrong signature, or not at all. */
export type AnswerSigning = 'valid' | 'wrong' | 'missing';

export interface AppliedTransfer {
  direction: 'in' | 'out';
  playerId: string;
  currency: string;
  amount: number;
}

export interface VendorSimulator {
  /** Base URL of the transfer API, to store in vendors.transfer_url. */
  url: string;
  port: number;
  /** Player balances on the vendor's side, by playerId. */
  balances: Map<string, number>;
  /** Applied transfers by reference. */
  applied: Map<string, AppliedTransfer>;
  /** References closed by a status query that did not find them: a later transfer with one is refused. */
  closed: Set<string>;
  /** The mode of every call from now on (default 'ok'). */
  setMode(mode: FailureMode): void;
  /** The next `times` transfer calls use `mode`, then the default mode again. */
  failNext(mode: FailureMode, times?: number): void;
  /** How every answer (transfers, status, balance) is signed from now on (default 'valid'). */
  setAnswerSigning(signing: AnswerSigning): void;
  /**
   * The player plays: a win (delta > 0) or a loss (delta < 0) changes the balance on the vendor's side only,
   * never below 0. Returns the new balance.
   */
  play(playerId: string, delta: number): number;
  /** Count of calls received, by action. */
  calls: Record<string, number>;
  close(): Promise<void>;
}

export interface SimulatorOptions {
  /** The vendor's shared secret (Suerte's vendors.wallet_secret). */
  secret: string;
  port?: number;
  host?: string;
  /** Check X-Suerte-Signature (default true). */
  verifySignature?: boolean;
}

function sign(secret: string, raw: Buffer | string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

function signatureOk(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, raw), 'hex'), Buffer.from(header, 'hex'));
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startVendorSimulator(options: SimulatorOptions): Promise<VendorSimulator> {
  const balances = new Map<string, number>();
  const applied = new Map<string, AppliedTransfer>();
  const closed = new Set<string>();
  const calls: Record<string, number> = {};
  let mode: FailureMode = 'ok';
  let signing: AnswerSigning = 'valid';
  const queue: FailureMode[] = [];

  /** Every answer is signed over its exact bytes, unless a failure mode says otherwise. */
  const send = (res: http.ServerResponse, status: number, body: unknown, how: AnswerSigning = signing) => {
    const raw = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (how === 'valid') headers['x-suerte-signature'] = sign(options.secret, raw);
    if (how === 'wrong') headers['x-suerte-signature'] = sign(`${options.secret}-wrong`, raw);
    res.writeHead(status, headers);
    res.end(raw);
  };

  function transfer(direction: 'in' | 'out', body: Record<string, unknown>, res: http.ServerResponse) {
    const { reference, playerId, currency, amount } = body;
    if (
      typeof reference !== 'string' ||
      typeof playerId !== 'string' ||
      typeof currency !== 'string' ||
      !Number.isSafeInteger(amount) ||
      (amount as number) <= 0
    ) {
      return send(res, 400, { status: 'BAD_REQUEST' });
    }
    const balance = () => balances.get(playerId) ?? 0;
    if (closed.has(reference))
      return send(res, 200, { status: 'REFERENCE_CLOSED', balance: balance(), currency });
    const earlier = applied.get(reference);
    if (earlier) {
      const same =
        earlier.direction === direction && earlier.playerId === playerId && earlier.amount === amount;
      return send(res, 200, { status: same ? 'OK' : 'DUPLICATE_MISMATCH', balance: balance(), currency });
    }
    const now = queue.shift() ?? mode;
    if (now === 'refuse') return send(res, 200, { status: 'REFUSED', balance: balance(), currency });
    if (now === 'timeout') return; // never answered; close() ends the socket
    if (direction === 'out' && balance() < (amount as number)) {
      return send(res, 200, { status: 'INSUFFICIENT_FUNDS', balance: balance(), currency });
    }
    balances.set(playerId, balance() + (direction === 'in' ? 1 : -1) * (amount as number));
    applied.set(reference, { direction, playerId, currency, amount: amount as number });
    if (now === 'apply-then-timeout') return;
    if (now === 'apply-then-error') return send(res, 500, { status: 'INTERNAL_ERROR' });
    if (now === 'bad-signature')
      return send(res, 200, { status: 'OK', balance: balance(), currency }, 'wrong');
    return send(res, 200, { status: 'OK', balance: balance(), currency });
  }

  function balanceOf(body: Record<string, unknown>, res: http.ServerResponse) {
    const { playerId, currency } = body;
    if (typeof playerId !== 'string' || typeof currency !== 'string') {
      return send(res, 400, { status: 'BAD_REQUEST' });
    }
    return send(res, 200, { status: 'OK', balance: balances.get(playerId) ?? 0, currency });
  }

  function status(body: Record<string, unknown>, res: http.ServerResponse) {
    const { reference } = body;
    if (typeof reference !== 'string') return send(res, 400, { status: 'BAD_REQUEST' });
    const found = applied.get(reference);
    if (found) {
      return send(res, 200, {
        status: 'OK',
        state: 'applied',
        direction: found.direction,
        amount: found.amount,
      });
    }
    // Not found is final: the reference is closed so a delayed transfer call can never apply it later.
    closed.add(reference);
    return send(res, 200, { status: 'OK', state: 'not_found' });
  }

  const server = http.createServer(async (req, res) => {
    try {
      const raw = await readBody(req);
      const action = (req.url ?? '').split('?')[0]!.split('/').filter(Boolean).pop() ?? '';
      calls[action] = (calls[action] ?? 0) + 1;
      if (req.method !== 'POST') return send(res, 405, { status: 'METHOD_NOT_ALLOWED' });
      if (
        options.verifySignature !== false &&
        !signatureOk(options.secret, raw, req.headers['x-suerte-signature'])
      ) {
        return send(res, 401, { status: 'BAD_SIGNATURE' });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(res, 400, { status: 'BAD_REQUEST' });
      }
      if (typeof body !== 'object' || body === null) return send(res, 400, { status: 'BAD_REQUEST' });
      if (action === 'transfer-in') return transfer('in', body, res);
      if (action === 'transfer-out') return transfer('out', body, res);
      if (action === 'status') return status(body, res);
      if (action === 'balance') return balanceOf(body, res);
      return send(res, 404, { status: 'NOT_FOUND' });
    } catch {
      if (!res.headersSent) send(res, 500, { status: 'INTERNAL_ERROR' });
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/transfer/`,
    port,
    balances,
    applied,
    closed,
    calls,
    setMode(next) {
      mode = next;
    },
    failNext(next, times = 1) {
      for (let i = 0; i < times; i += 1) queue.push(next);
    },
    setAnswerSigning(next) {
      signing = next;
    },
    play(playerId, delta) {
      if (!Number.isSafeInteger(delta)) throw new RangeError('delta must be a safe integer');
      const after = Math.max(0, (balances.get(playerId) ?? 0) + delta);
      balances.set(playerId, after);
      return after;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
