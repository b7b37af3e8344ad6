import type { RegisterRule, RegisterSettingsResponse } from '@suerte/contracts';
import { REGISTER_FIELDS } from '@suerte/contracts/core';

/** A field the merchant does not show. */
export const off: RegisterRule = {
  enabled: false,
  required: false,
  minLength: 0,
  maxLength: 64,
  patternId: 0,
  acceptedPattern: '*',
};
/** A shown field: optional, any text, unless `over` says otherwise. */
export const rule = (over: Partial<RegisterRule>): RegisterRule => ({ ...off, enabled: true, ...over });

/** The server's default identity settings (username, password, email, birthday and invitation codes). */
export function fakeSettings(
  over: {
    flags?: Partial<RegisterSettingsResponse['flags']>;
    rules?: Partial<RegisterSettingsResponse['rules']>;
  } & Partial<Pick<RegisterSettingsResponse, 'agreementRequired' | 'limits' | 'terms'>> = {},
): RegisterSettingsResponse {
  const rules = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, off])) as RegisterSettingsResponse['rules'];
  Object.assign(rules, {
    username: rule({ required: true, minLength: 6, maxLength: 16, patternId: 1 }),
    password: rule({ required: true, minLength: 6, maxLength: 20, patternId: 5 }),
    confirmPassword: rule({ required: true, minLength: 6, maxLength: 20 }),
    email: rule({ minLength: 5, maxLength: 254, patternId: 3 }),
    birthday: rule({ required: true, minLength: 10, maxLength: 10, patternId: 11 }),
    affiliateCode: rule({ minLength: 4, maxLength: 32, patternId: 4 }),
    referralCode: rule({ minLength: 4, maxLength: 32, patternId: 4 }),
    ...over.rules,
  });
  return {
    rules,
    flags: {
      mobileRegistration: false,
      smsVerification: true,
      passwordWithMobileRegistration: true,
      forcePasswordExpiryChange: false,
      phoneLogin: true,
      verificationCodeLogin: true,
      freePlay: true,
      directRegistrationLink: true,
      countryCodeInPhoneField: true,
      firebaseLogin: false,
      phoneRecovery: true,
      captchaOnRegister: true,
      captchaAfterFailedLogin: true,
      allowPlainBodies: false,
      ...over.flags,
    },
    limits: {
      minimumAge: 18,
      passwordMaxAgeDays: 90,
      smsCodeTtlMinutes: 5,
      mobileDigitsMin: 10,
      mobileDigitsMax: 10,
      countryDialingCode: '+63',
      ...over.limits,
    },
    agreementRequired: over.agreementRequired ?? true,
    terms: over.terms === undefined ? 'Terms and conditions (test).' : over.terms,
  };
}
