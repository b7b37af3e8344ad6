import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import type { CaptchaImage } from '../../src/modules/captcha/index.js';
import { sealBody } from './enc-client.js';

/** Every captcha drawn in identity tests reads this, so tests can answer it. */
export const CAPTCHA_TEXT = 'K7P2';
export const testCaptchaImage = (): CaptchaImage => ({ text: CAPTCHA_TEXT, svg: '<svg/>' });

let ipCounter = 0;
/** A fresh private address per test, so per-address limits of one test do not leak into the next. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface Caller {
  ip: string;
  token?: string;
  headers?: Record<string, string>;
}

export function headersOf(caller: Caller): Record<string, string> {
  return {
    'x-forwarded-for': caller.ip,
    ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    ...caller.headers,
  };
}

export async function solvedCaptcha(app: FastifyInstance, caller: Caller) {
  const res = await app.inject({ method: 'GET', url: '/wps/captcha', headers: headersOf(caller) });
  const body = res.json() as { success: boolean; value: { captchaId: string } };
  if (!body.success) throw new Error(`captcha failed: ${res.body}`);
  return { captchaId: body.value.captchaId, captcha: CAPTCHA_TEXT };
}

/** An Enc call: the body sealed with the server's key, as the web client sends it. */
export async function encCall(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  caller: Caller,
) {
  return app.inject({ method, url, payload: await sealBody(app, body), headers: headersOf(caller) });
}

export function registrationOf(username: string, overrides: Record<string, unknown> = {}) {
  return {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    birthday: '1990-05-17',
    agreement: true,
    registerMethod: 'WEB',
    ...overrides,
  };
}

/** Registers by username (captcha solved) and returns the new member's token. */
export async function registerMember(
  app: FastifyInstance,
  username: string,
  overrides: Record<string, unknown> = {},
  caller: Caller = { ip: freshIp() },
): Promise<string> {
  const body = { ...registrationOf(username, overrides), ...(await solvedCaptcha(app, caller)) };
  const res = await encCall(app, 'PUT', '/wps/member/register', body, caller);
  const json = res.json() as { success: boolean; value: { token: string } };
  if (!json.success) throw new Error(`register failed: ${res.body}`);
  return json.value.token;
}

export async function loginWith(
  app: FastifyInstance,
  body: Record<string, unknown>,
  caller: Caller = { ip: freshIp() },
) {
  return encCall(app, 'POST', '/wps/session/login', { type: 'username', ...body }, caller);
}

/** The id of a registered member, by username. */
export async function memberIdOf(db: Database, username: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest SMS the development provider wrote for a phone, and the code in it. */
export async function lastSmsCode(db: Database, phone: string): Promise<string> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('body')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

export async function setMerchantIdentity(
  db: Database,
  merchantCode: string,
  change: { flags?: Record<string, unknown>; limits?: Record<string, unknown> },
) {
  const row = await db
    .selectFrom('merchants')
    .select(['identity_flags', 'identity_limits'])
    .where('code', '=', merchantCode)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('merchants')
    .set({
      identity_flags: JSON.stringify({ ...row.identity_flags, ...change.flags }),
      identity_limits: JSON.stringify({ ...row.identity_limits, ...change.limits }),
    })
    .where('code', '=', merchantCode)
    .execute();
}
