import {
  checkField,
  checkRegistration,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterRule,
} from '@suerte/contracts/core';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import type { Check } from '../hooks/use-form';
import {
  birthdayForRule,
  checkAge,
  checkCaptcha,
  checkCode,
  checkConfirmation,
  checkMobile,
  checkNewPassword,
} from './checks';
import type { Issue } from './issues';

/** Register type (spec §4): by username (the merchant's field rules) or by mobile number and SMS code. */
export type RegisterTab = 'username' | 'mobile';
export type RegisterFormField = RegisterField | 'verificationCode' | 'captcha';
export type RegisterValues = Record<RegisterFormField, string>;

export function emptyRegisterValues(referralCode: string | null): RegisterValues {
  const names: RegisterFormField[] = [...REGISTER_FIELDS, 'verificationCode', 'captcha'];
  const values = Object.fromEntries(names.map((name) => [name, ''])) as RegisterValues;
  values.referralCode = referralCode ?? '';
  return values;
}

/** The fields a tab shows, in order: only enabled ones (spec §5), the SMS code after the mobile number. */
export function registerLayout(
  { rules, flags }: RegisterSettingsResponse,
  tab: RegisterTab,
  hideAffiliate: boolean,
): RegisterFormField[] {
  const shown = (field: RegisterField) =>
    rules[field]?.enabled === true && !(field === 'affiliateCode' && hideAffiliate);
  const fields: RegisterFormField[] = [];
  if (tab === 'username') {
    for (const field of REGISTER_FIELDS.filter(shown)) {
      fields.push(field);
      if (field === 'mobileNum' && flags.smsVerification) fields.push('verificationCode');
    }
  } else {
    fields.push('mobileNum');
    if (flags.smsVerification) fields.push('verificationCode');
    if (flags.passwordWithMobileRegistration) fields.push('password', 'confirmPassword');
    fields.push(...(['birthday', 'affiliateCode', 'referralCode'] as const).filter(shown));
  }
  if (flags.captchaOnRegister) fields.push('captcha');
  return fields;
}

/** Whether a field is starred: by its rule, and always for what the mobile tab cannot do without. */
export function isRequired(
  field: RegisterFormField,
  rules: RegisterSettingsResponse['rules'],
  tab: RegisterTab,
) {
  if (field === 'verificationCode' || field === 'captcha') return true;
  if (tab === 'mobile' && ['mobileNum', 'password', 'confirmPassword'].includes(field)) return true;
  return rules[field].required;
}

function checkBirthday(value: string, rule: RegisterRule, minimumAge: number): Issue | null {
  const text = birthdayForRule(value.trim(), rule.patternId);
  return checkField(rule, text) ?? (text ? checkAge(text, rule.patternId, minimumAge) : null);
}

/** The checks of spec §5 for one tab. */
export function registerCheck(
  settings: RegisterSettingsResponse,
  tab: RegisterTab,
): Check<RegisterFormField> {
  const { rules, limits } = settings;
  return (field, values) => {
    switch (field) {
      case 'captcha':
        return checkCaptcha(values.captcha);
      case 'verificationCode':
        return checkCode(values.verificationCode);
      case 'mobileNum':
        return tab === 'mobile'
          ? checkMobile(values.mobileNum, limits)
          : (checkMobile(values.mobileNum, limits, rules.mobileNum.required) ??
              checkField(rules.mobileNum, values.mobileNum));
      case 'birthday':
        return checkBirthday(values.birthday, rules.birthday, limits.minimumAge);
    }
    if (tab === 'mobile' && field === 'password') return checkNewPassword(rules.password, values.password);
    if (tab === 'mobile' && field === 'confirmPassword')
      return checkConfirmation(values.confirmPassword, values.password);
    return checkRegistration(rules, values, { fields: [field] })[field] ?? null;
  };
}
