/** Fields of the registration user (spec §3) that a merchant can switch on and constrain (spec §5). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'birthday',
  'paymentPassword',
  'recommenderId',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'affiliateCode',
  'referralCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  /** One of the pattern ids of spec §5; 0 is any. */
  patternId: number;
  /** A further regular expression the value must match; '*' matches anything. */
  acceptedPattern: string;
}

export type RegisterRules = Record<RegisterField, RegisterRule>;

/** Identity switches per merchant (spec §5, §6). */
export interface IdentityFlags {
  mobileRegistration: boolean;
  smsVerification: boolean;
  passwordWithMobileRegistration: boolean;
  forcePasswordExpiryChange: boolean;
  phoneLogin: boolean;
  verificationCodeLogin: boolean;
  freePlay: boolean;
  directRegistrationLink: boolean;
  countryCodeInPhoneField: boolean;
  firebaseLogin: boolean;
  phoneRecovery: boolean;
  captchaOnRegister: boolean;
  captchaAfterFailedLogin: boolean;
  allowPlainBodies: boolean;
}
export const IDENTITY_FLAGS: readonly (keyof IdentityFlags)[] = [
  'mobileRegistration',
  'smsVerification',
  'passwordWithMobileRegistration',
  'forcePasswordExpiryChange',
  'phoneLogin',
  'verificationCodeLogin',
  'freePlay',
  'directRegistrationLink',
  'countryCodeInPhoneField',
  'firebaseLogin',
  'phoneRecovery',
  'captchaOnRegister',
  'captchaAfterFailedLogin',
  'allowPlainBodies',
];

/** Numbers per merchant that go with the flags. */
export interface IdentityLimits {
  minimumAge: number;
  passwordMaxAgeDays: number;
  smsCodeTtlMinutes: number;
  /** Digits of a national mobile number for the merchant's country (spec §5 "digit count by region"). */
  mobileDigitsMin: number;
  mobileDigitsMax: number;
  countryDialingCode: string;
}

/** Length of every verification code the server sends (SMS). */
export const SMS_CODE_LENGTH = 6;
/** Longest verification value a form accepts (spec §9). */
export const VERIFICATION_CODE_MAX_LENGTH = 255;
/** The captcha image may be refreshed at most once per this many ms (spec §5, §9). */
export const CAPTCHA_REFRESH_MS = 1000;
/** Remembered login lives this long in a cookie (spec §9). */
export const REMEMBERED_LOGIN_DAYS = 1;
/** Firebase (social) SMS countdown (spec §4). */
export const FIREBASE_SMS_COUNTDOWN_SECONDS = 60;
