import { describe, expect, it } from 'vitest';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  freshIp,
  headersOf,
  loginWith,
  registerMember,
  testCaptchaImage,
} from './support/identity-client.js';

const BROWSER_A = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const BROWSER_B = 'ffeeddccbbaa99887766554433221100';

describe.each(testDatabaseKinds())('one session per browser and per member on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

  const info = (token: string) =>
    t.app.inject({ method: 'GET', url: '/wps/member/info', headers: headersOf({ ip: freshIp(), token }) });
  const login = (username: string, browser?: string) =>
    loginWith(
      t.app,
      { username, password: 'Secret123' },
      { ip: freshIp(), headers: browser ? { 'x-browser-id': browser } : {} },
    );

  it('a second login from the same browser renews the session: no "logged in elsewhere" for its other tab', async () => {
    await registerMember(t.app, 'tabs00001', {}, { ip: freshIp(), headers: { 'x-browser-id': BROWSER_A } });
    const first = envelope(await login('tabs00001', BROWSER_A)).value.token as string;
    const second = envelope(await login('tabs00001', BROWSER_A)).value.token as string;
    const old = await info(first);
    expect(old.statusCode).toBe(401);
    expect(envelope(old).code).toBe('SESSION_RENEWED');
    expect((await info(second)).statusCode).toBe(200);
    // Still one live session per member.
    const live = await t.handle.db
      .selectFrom('member_sessions')
      .select('revoked_reason')
      .where('browser_id', '=', BROWSER_A)
      .execute();
    expect(live.filter((s) => s.revoked_reason === null)).toHaveLength(1);
    const replaced = await t.handle.db
      .selectFrom('auth_events')
      .select('event')
      .where('subject', 'is', null)
      .where('event', '=', 'session_replaced')
      .execute();
    expect(replaced).toHaveLength(0);
  });

  it('a login from another browser (or one that sends no id) still ends the older device as "logged in elsewhere"', async () => {
    await registerMember(t.app, 'tabs00002', {}, { ip: freshIp(), headers: { 'x-browser-id': BROWSER_A } });
    const onA = envelope(await login('tabs00002', BROWSER_A)).value.token as string;
    const onB = envelope(await login('tabs00002', BROWSER_B)).value.token as string;
    expect(envelope(await info(onA)).code).toBe('LOGGED_IN_ELSEWHERE');
    const noId = envelope(await login('tabs00002')).value.token as string;
    expect(envelope(await info(onB)).code).toBe('LOGGED_IN_ELSEWHERE');
    expect((await info(noId)).statusCode).toBe(200);
  });

  it('an ill-formed browser id counts as none', async () => {
    await registerMember(t.app, 'tabs00003');
    const first = envelope(await login('tabs00003', "x'; drop")).value.token as string;
    await login('tabs00003', "x'; drop");
    expect(envelope(await info(first)).code).toBe('LOGGED_IN_ELSEWHERE');
  });
});
