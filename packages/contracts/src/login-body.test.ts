import { describe, expect, it } from 'vitest';
import { loginBodySchema } from './identity.js';

const CAPTCHA_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('login body: one shape per type', () => {
  it('reads a username login, with or without its type, into one shape', () => {
    const plain = loginBodySchema.parse({ username: ' ana ', password: 'secret' });
    expect(plain).toEqual({ type: 'username', username: 'ana', password: 'secret' });
    expect(loginBodySchema.parse({ type: 'username', username: 'ana', password: 'secret' })).toEqual(plain);
    expect(
      loginBodySchema.parse({ username: 'ana', password: 'secret', captcha: 'ab12', captchaId: CAPTCHA_ID }),
    ).toMatchObject({ captcha: 'ab12', captchaId: CAPTCHA_ID });
  });

  it('refuses a username login without its username or password', () => {
    expect(loginBodySchema.safeParse({ username: 'ana' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ password: 'secret' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ username: '  ', password: 'secret' }).success).toBe(false);
  });

  it('reads an SMS login with its number and code, the dialing code normalised', () => {
    expect(
      loginBodySchema.parse({
        type: 'sms',
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: '123456',
      }),
    ).toEqual({
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
    });
    expect(loginBodySchema.safeParse({ type: 'sms', mobileNum: '9171234567' }).success).toBe(false);
  });

  it('reads a Firebase login only with its token', () => {
    expect(loginBodySchema.parse({ type: 'firebase', firebaseIdToken: 'tok' })).toEqual({
      type: 'firebase',
      firebaseIdToken: 'tok',
    });
    expect(loginBodySchema.safeParse({ type: 'firebase' }).success).toBe(false);
  });

  it("refuses fields of another type's body and unknown types", () => {
    expect(
      loginBodySchema.safeParse({ username: 'ana', password: 'secret', mobileNum: '9171234567' }).success,
    ).toBe(false);
    expect(
      loginBodySchema.safeParse({
        type: 'sms',
        mobileNum: '9171234567',
        verificationCode: '1',
        password: 'x',
      }).success,
    ).toBe(false);
    expect(loginBodySchema.safeParse({ type: 'email', username: 'ana', password: 'secret' }).success).toBe(
      false,
    );
  });
});
