import { describe, expect, it } from 'vitest';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { encCall, freshIp, registerMember, testCaptchaImage } from './support/identity-client.js';

/** The login body is one shape per type, refused at validation when it mixes types or lacks its fields. */
describe.each(testDatabaseKinds())('login bodies on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const login = async (body: unknown) =>
    envelope(await encCall(t.app, 'POST', '/wps/session/login', body, { ip: freshIp() }));

  it('logs in with a username body, its type left out', async () => {
    await registerMember(t.app, 'bodyshape1');
    expect(await login({ username: 'bodyshape1', password: 'Secret123' })).toMatchObject({ success: true });
  });

  it.each([
    ['a username body without its password', { username: 'bodyshape1' }],
    [
      'a username body with an SMS field',
      { username: 'bodyshape1', password: 'Secret123', mobileNum: '9170000000' },
    ],
    ['an SMS body without its code', { type: 'sms', mobileNum: '9170000000' }],
    [
      'an SMS body with a password',
      { type: 'sms', mobileNum: '9170000000', verificationCode: '1', password: 'x' },
    ],
    ['a Firebase body without its token', { type: 'firebase' }],
    ['an unknown type', { type: 'email', username: 'bodyshape1', password: 'Secret123' }],
  ])('refuses %s as invalid', async (_name, body) => {
    expect(await login(body)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
