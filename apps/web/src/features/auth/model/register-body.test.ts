import { describe, expect, it } from 'vitest';
import { registerBodySchema, registerMobileBodySchema } from '@suerte/contracts';
import { fakeSettings } from '../test-utils';
import { registerBody, type RegisterExtras } from './register-body';
import { emptyRegisterValues, registerLayout } from './register-form';

const captcha = { captchaId: '00000000-0000-4000-8000-000000000001', image: 'data:', expiresInSeconds: 300 };

function extras(over: Partial<RegisterExtras> = {}): RegisterExtras {
  return {
    settings: fakeSettings({ flags: { mobileRegistration: true } }),
    captcha,
    agreement: true,
    linkAffiliateCode: null,
    linkReferralCode: null,
    ...over,
  };
}

describe('registration bodies', () => {
  it('the username tab sends what the server schema accepts, secrets untrimmed, empty optionals left out', () => {
    const values = {
      ...emptyRegisterValues(null),
      username: ' player1 ',
      password: ' pass 99 ',
      confirmPassword: ' pass 99 ',
      birthday: '1990-05-17',
      referralCode: ' FRIEND9 ',
      captcha: ' x7k2 ',
    };
    const fields = registerLayout(extras().settings, 'username', false);
    const body = registerBody(fields, values, extras());
    expect(registerBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      username: 'player1',
      password: ' pass 99 ',
      referralCode: 'FRIEND9',
      captcha: 'x7k2',
      captchaId: captcha.captchaId,
    });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('affiliateCode');
  });

  it('the mobile tab sends what the server schema accepts, with a verified link code', () => {
    const values = {
      ...emptyRegisterValues('REF1'),
      mobileNum: '9171234567',
      verificationCode: '123456',
      password: 'secret99',
      confirmPassword: 'secret99',
      birthday: '1990-05-17',
    };
    const fields = registerLayout(extras().settings, 'mobile', true);
    const body = registerBody(
      fields,
      values,
      extras({ linkAffiliateCode: 'AGENT7', linkReferralCode: 'REF1' }),
    );
    expect(registerMobileBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      affiliateCode: 'AGENT7',
      referralCode: 'REF1',
      agreement: true,
    });
  });

  it('converts the birthday to the MM-dd-yyyy format a merchant may ask for', () => {
    const settings = fakeSettings({
      rules: {
        birthday: {
          enabled: true,
          required: true,
          minLength: 10,
          maxLength: 10,
          patternId: 13,
          acceptedPattern: '*',
        },
      },
    });
    const values = { ...emptyRegisterValues(null), birthday: '1990-05-17' };
    const body = registerBody(['birthday'], values, extras({ settings }));
    expect(body.birthday).toBe('05-17-1990');
  });
});
