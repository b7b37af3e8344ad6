import type { Locale, smsNoLoginBodySchema, smsRegisterBodySchema, SmsSentResponse } from '@suerte/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { identitySettingsOf, type IdentitySettings } from '../identity/identity-settings.js';
import { findMemberByMobile } from '../identity/members.repository.js';
import type { MerchantRecord } from '../merchants/merchant.repository.js';
import { normalizePhone, type Phone } from './phone-number.js';
import type { VerificationPurpose, VerificationService } from './verification.service.js';

export interface SmsRequester {
  merchant: MerchantRecord;
  ip: string;
  locale: Locale;
}

/** The SMS calls of spec §7: which flags allow them and whom they may text. */
export interface SmsRequestService {
  forRegistration(who: SmsRequester, body: z.output<typeof smsRegisterBodySchema>): Promise<SmsSentResponse>;
  withoutLogin(who: SmsRequester, body: z.output<typeof smsNoLoginBodySchema>): Promise<SmsSentResponse>;
}

function requireFlag(enabled: boolean): void {
  if (!enabled) throw new AppError('FEATURE_DISABLED');
}

function phoneOf(
  settings: IdentitySettings,
  mobile: string,
  dialingCode: string | undefined,
  field: string,
): Phone {
  const phone = normalizePhone(mobile, dialingCode, settings.limits);
  if (!phone) {
    throw new AppError('VALIDATION_FAILED', 'phone digit count', {
      issues: [{ path: `body.${field}`, message: 'phone' }],
    });
  }
  return phone;
}

export function createSmsRequestService(
  db: Database,
  verification: VerificationService,
  captcha: CaptchaService,
): SmsRequestService {
  // The captcha is optional on these calls; when the page sends one it must be right.
  async function optionalCaptcha(body: { captchaId?: string | undefined; captcha?: string | undefined }) {
    if (body.captchaId !== undefined) await captcha.verify(body.captchaId, body.captcha);
  }

  function send(
    who: SmsRequester,
    settings: IdentitySettings,
    phone: Phone,
    purpose: VerificationPurpose,
    pretend = false,
  ) {
    return verification.send({
      merchantCode: who.merchant.code,
      phone: phone.full,
      purpose,
      ip: who.ip,
      ttlMinutes: settings.limits.smsCodeTtlMinutes,
      locale: who.locale,
      pretend,
    });
  }

  return {
    async forRegistration(who, body) {
      const settings = identitySettingsOf(who.merchant);
      requireFlag(settings.flags.smsVerification);
      if (body.regType === 'mobile') requireFlag(settings.flags.mobileRegistration);
      const phone = phoneOf(settings, body.mobileNo, body.countryDialingCode, 'mobileNo');
      await optionalCaptcha(body);
      if (await findMemberByMobile(db, who.merchant.code, phone.dialingCode, phone.national)) {
        throw new AppError('MOBILE_TAKEN');
      }
      return send(who, settings, phone, 'register');
    },

    async withoutLogin(who, body) {
      const settings = identitySettingsOf(who.merchant);
      requireFlag(
        body.regType === 'login' ? settings.flags.verificationCodeLogin : settings.flags.phoneRecovery,
      );
      const phone = phoneOf(settings, body.mobileNum, body.countryDialingCode, 'mobileNum');
      await optionalCaptcha(body);
      const member = await findMemberByMobile(db, who.merchant.code, phone.dialingCode, phone.national);
      const purpose = body.regType === 'login' ? 'login' : 'reset';
      return send(who, settings, phone, purpose, member?.status !== 'active');
    },
  };
}
