import {
  IDENTITY_FLAGS,
  REGISTER_FIELDS,
  type IdentityFlags,
  type IdentityLimits,
  type RegisterRule,
  type RegisterRules,
} from '@suerte/contracts';

/** What a merchant gets for every identity switch, limit and field rule it has not set. */
export const DEFAULT_IDENTITY_FLAGS: IdentityFlags = {
  mobileRegistration: true,
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
};

export const DEFAULT_IDENTITY_LIMITS: IdentityLimits = {
  minimumAge: 18,
  passwordMaxAgeDays: 90,
  smsCodeTtlMinutes: 5,
  mobileDigitsMin: 10,
  mobileDigitsMax: 10,
  countryDialingCode: '+63',
};

const off = (maxLength = 64): RegisterRule => ({
  enabled: false,
  required: false,
  minLength: 0,
  maxLength,
  patternId: 0,
  acceptedPattern: '*',
});

export const DEFAULT_REGISTER_RULES: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 16,
    patternId: 1,
    acceptedPattern: '*',
  },
  password: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    patternId: 5,
    acceptedPattern: '*',
  },
  confirmPassword: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    patternId: 0,
    acceptedPattern: '*',
  },
  nickname: off(),
  payeeName: off(128),
  email: { enabled: true, required: false, minLength: 5, maxLength: 254, patternId: 3, acceptedPattern: '*' },
  mobileNum: off(15),
  birthday: {
    enabled: true,
    required: true,
    minLength: 10,
    maxLength: 10,
    patternId: 11,
    acceptedPattern: '*',
  },
  paymentPassword: off(20),
  recommenderId: off(),
  qqNum: off(),
  line: off(),
  whatsapp: off(),
  facebook: off(),
  wechat: off(),
  telegram: off(),
  zalo: off(),
  idNumber: off(),
  address: off(255),
  nationality: off(),
  occupation: off(),
  sourceOfIncome: off(),
  affiliateCode: {
    enabled: true,
    required: false,
    minLength: 4,
    maxLength: 32,
    patternId: 4,
    acceptedPattern: '*',
  },
  referralCode: {
    enabled: true,
    required: false,
    minLength: 4,
    maxLength: 32,
    patternId: 4,
    acceptedPattern: '*',
  },
};

export interface IdentitySettings {
  flags: IdentityFlags;
  limits: IdentityLimits;
  rules: RegisterRules;
}

function pick<T extends object>(defaults: T, stored: Record<string, unknown> | null | undefined): T {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = stored?.[key as string];
    if (value !== undefined && typeof value === typeof defaults[key]) out[key] = value as T[keyof T];
  }
  return out;
}

/** A merchant's effective settings: stored values over the defaults; unknown or mistyped keys are ignored. */
export function identitySettingsOf(stored: {
  identity_flags: Record<string, unknown> | null;
  identity_limits: Record<string, unknown> | null;
  register_rules: Record<string, unknown> | null;
}): IdentitySettings {
  const rules = {} as RegisterRules;
  for (const field of REGISTER_FIELDS) {
    const ruleStored = stored.register_rules?.[field];
    rules[field] = pick(
      DEFAULT_REGISTER_RULES[field],
      ruleStored && typeof ruleStored === 'object' ? (ruleStored as Record<string, unknown>) : null,
    );
  }
  return {
    flags: pick(DEFAULT_IDENTITY_FLAGS, stored.identity_flags),
    limits: pick(DEFAULT_IDENTITY_LIMITS, stored.identity_limits),
    rules,
  };
}

export { IDENTITY_FLAGS };
