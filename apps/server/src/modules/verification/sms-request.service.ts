import type {
  IdentityFlags,
  IdentityLimits,
  Locale,
  smsNoLoginBodySchema,
  smsRegisterBodySchema,
  SmsSentResponse,
} from '@suerte/contracts';
import { normalizeLocale } from '@suerte/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/kernel/app-error.js';
import type { CaptchaService } from '../captcha/index.js';
import type { MerchantRecord } from '../merchants/index.js';
import { normalizePhone, type Phone } from './phone-number.js';
import { smsAlreadyRegisteredText } from './sms-texts.js';
import type { SendInput, VerificationPurpose, VerificationService } from './verification.service.js';

/** A merchant's identity switches and limits, as far as the SMS calls read them. */
export interface SmsSettings {
  flags: IdentityFlags;
  limits: IdentityLimits;
}

/**
 * What the SMS calls need from the identity module, given by the app: identity builds on verification (it checks
 * the codes sent here), so verification never imports identity.
 */
export interface SmsIdentity {
  settingsOf(merchant: MerchantRecord): SmsSettings;
  findMemberByMobile(
    merchantCode: string,
    dialingCode: string,
    national: string,
  ): Promise<{ status: string; language: string | null } | undefined>;
}

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
  settings: SmsSettings,
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
  identity: SmsIdentity,
  verification: VerificationService,
  captcha: CaptchaService,
): SmsRequestService {
  // The captcha is optional on these calls; when the page sends one it must be right.
  async function optionalCaptcha(body: { captchaId?: string | undefined; captcha?: string | undefined }) {
    if (body.captchaId !== undefined) await captcha.verify(body.captchaId, body.captcha);
  }

  function send(
    who: SmsRequester,
    settings: SmsSettings,
    phone: Phone,
    purpose: VerificationPurpose,
    instead: Pick<SendInput, 'pretend' | 'notice'> = {},
  ) {
    return verification.send({
      merchantCode: who.merchant.code,
      phone: phone.full,
      purpose,
      ip: who.ip,
      ttlMinutes: settings.limits.smsCodeTtlMinutes,
      locale: who.locale,
      ...instead,
    });
  }

  return {
    async forRegistration(who, body) {
      const settings = identity.settingsOf(who.merchant);
      requireFlag(settings.flags.smsVerification);
      if (body.regType === 'mobile') requireFlag(settings.flags.mobileRegistration);
      const phone = phoneOf(settings, body.mobileNo, body.countryDialingCode, 'mobileNo');
      await optionalCaptcha(body);
      // A taken number gets the same answer under the same limits, so numbers cannot be probed here; its
      // owner is texted a notice instead of a code, and the registration itself refuses the number.
      const taken = await identity.findMemberByMobile(who.merchant.code, phone.dialingCode, phone.national);
      const instead = taken ? { notice: smsAlreadyRegisteredText(who.locale) } : {};
      return send(who, settings, phone, 'register', instead);
    },

    async withoutLogin(who, body) {
      const settings = identity.settingsOf(who.merchant);
      requireFlag(
        body.regType === 'login' ? settings.flags.verificationCodeLogin : settings.flags.phoneRecovery,
      );
      const phone = phoneOf(settings, body.mobileNum, body.countryDialingCode, 'mobileNum');
      await optionalCaptcha(body);
      const member = await identity.findMemberByMobile(who.merchant.code, phone.dialingCode, phone.national);
      const purpose = body.regType === 'login' ? 'login' : 'reset';
      // A member is texted in the language they chose last, whatever the page asking is set to.
      const to = member?.language ? { ...who, locale: normalizeLocale(member.language) } : who;
      return send(to, settings, phone, purpose, { pretend: member?.status !== 'active' });
    },
  };
}
