import type {
  CaptchaResponse,
  RegisterBody,
  RegisterMobileBody,
  RegisterSettingsResponse,
} from '@suerte/contracts';
import { birthdayForRule } from './checks';
import type { RegisterFormField, RegisterValues } from './register-form';

export interface RegisterExtras {
  settings: RegisterSettingsResponse;
  captcha: CaptchaResponse | null;
  agreement: boolean;
  /** A verified affiliate code from the link (its field is then hidden). */
  linkAffiliateCode: string | null;
  linkReferralCode: string | null;
}

/** Secrets are sent exactly as typed; every other value trimmed. */
const UNTRIMMED: readonly RegisterFormField[] = ['password', 'confirmPassword', 'paymentPassword'];
/** Fields that the loop below does not copy as they are. */
const SPECIAL: readonly RegisterFormField[] = [
  'captcha',
  'verificationCode',
  'affiliateCode',
  'referralCode',
];
const REGISTER_URL_MAX = 2000;

/**
 * The registration body (spec §7): the shown fields (empty optional ones left out), the captcha, the SMS code,
 * the invitation codes, the agreement and where the visitor registered from.
 */
export function registerBody(
  fields: readonly RegisterFormField[],
  values: RegisterValues,
  extras: RegisterExtras,
): RegisterBody | RegisterMobileBody {
  const { settings, captcha } = extras;
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (SPECIAL.includes(field)) continue;
    const raw = UNTRIMMED.includes(field) ? values[field] : values[field].trim();
    const value = field === 'birthday' ? birthdayForRule(raw, settings.rules.birthday.patternId) : raw;
    if (value !== '') body[field] = value;
  }
  if (body.mobileNum) body.countryDialingCode = settings.limits.countryDialingCode;
  if (fields.includes('verificationCode')) body.verificationCode = values.verificationCode.trim();
  if (fields.includes('captcha') && captcha) {
    body.captcha = values.captcha.trim();
    body.captchaId = captcha.captchaId;
  }
  const typed = (field: 'affiliateCode' | 'referralCode') =>
    fields.includes(field) ? values[field].trim() : '';
  const affiliateCode = extras.linkAffiliateCode ?? typed('affiliateCode');
  const referralCode =
    typed('referralCode') || (fields.includes('referralCode') ? '' : (extras.linkReferralCode ?? ''));
  if (affiliateCode) body.affiliateCode = affiliateCode;
  if (referralCode) body.referralCode = referralCode;
  body.agreement = extras.agreement;
  body.registerUrl = window.location.href.slice(0, REGISTER_URL_MAX);
  body.domain = window.location.hostname;
  body.registerMethod = 'WEB';
  return body as unknown as RegisterBody;
}
