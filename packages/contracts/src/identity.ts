import { z } from 'zod';
import { IS_AGENT_VALUES } from './identity/roles.js';
import { REGISTER_FIELDS, VERIFICATION_CODE_MAX_LENGTH } from './identity/register-fields.js';
import { localeSchema } from './system.js';

/** Identity payloads: registration, login, sessions, passwords, SMS, captcha, encrypted bodies. */

const trimmed = (max: number) => z.string().trim().max(max);
const code = z.string().trim().min(1).max(VERIFICATION_CODE_MAX_LENGTH);
const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'country dialing code')
  .transform((s) => (s.startsWith('+') ? s : `+${s}`));
const mobile = z
  .string()
  .trim()
  .regex(/^\d{4,15}$/, 'mobile number');
const password = z.string().min(1).max(128);

// ── Registration rules ────────────────────────────────────────────────────────────────
export const registerRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
  patternId: z.number().int().min(0).max(20),
  acceptedPattern: z.string().max(500),
});
export const registerRulesSchema = z.record(z.enum(REGISTER_FIELDS), registerRuleSchema);

export const identityFlagsSchema = z.object({
  mobileRegistration: z.boolean(),
  smsVerification: z.boolean(),
  passwordWithMobileRegistration: z.boolean(),
  forcePasswordExpiryChange: z.boolean(),
  phoneLogin: z.boolean(),
  verificationCodeLogin: z.boolean(),
  freePlay: z.boolean(),
  directRegistrationLink: z.boolean(),
  countryCodeInPhoneField: z.boolean(),
  firebaseLogin: z.boolean(),
  phoneRecovery: z.boolean(),
  captchaOnRegister: z.boolean(),
  captchaAfterFailedLogin: z.boolean(),
  allowPlainBodies: z.boolean(),
});

export const identityLimitsSchema = z.object({
  minimumAge: z.number().int().min(18).max(99),
  passwordMaxAgeDays: z.number().int().min(1).max(3650),
  smsCodeTtlMinutes: z.number().int().min(1).max(60),
  mobileDigitsMin: z.number().int().min(4).max(15),
  mobileDigitsMax: z.number().int().min(4).max(15),
  countryDialingCode: z.string().regex(/^\+\d{1,4}$/),
});

export const registerSettingsResponseSchema = z.object({
  rules: registerRulesSchema,
  flags: identityFlagsSchema,
  limits: identityLimitsSchema,
  /** Registration shows an agreement the visitor must accept. */
  agreementRequired: z.boolean(),
  /** The merchant's terms and conditions in the request language (terms popup); paragraphs split by a blank line. */
  terms: z.string().nullable(),
});
export type RegisterSettingsResponse = z.infer<typeof registerSettingsResponseSchema>;

// ── Captcha ───────────────────────────────────────────────────────────────────────────
export const captchaResponseSchema = z.object({
  captchaId: z.string(),
  /** data: URL of the image (base64). */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

const captchaFields = {
  captcha: trimmed(16).optional(),
  captchaId: z.string().uuid().optional(),
};

// ── Registration ──────────────────────────────────────────────────────────────────────
const optionalText = (max = 255) => trimmed(max).optional();

export const registerBodySchema = z
  .object({
    username: trimmed(64),
    password,
    confirmPassword: password,
    nickname: optionalText(64),
    payeeName: optionalText(128),
    email: optionalText(254),
    mobileNum: optionalText(20),
    countryDialingCode: dialingCode.optional(),
    birthday: optionalText(10),
    paymentPassword: z.string().max(128).optional(),
    recommenderId: optionalText(64),
    qqNum: optionalText(),
    line: optionalText(),
    whatsapp: optionalText(),
    facebook: optionalText(),
    wechat: optionalText(),
    telegram: optionalText(),
    zalo: optionalText(),
    idNumber: optionalText(),
    address: optionalText(),
    nationality: optionalText(),
    occupation: optionalText(),
    sourceOfIncome: optionalText(),
    affiliateCode: optionalText(32),
    referralCode: optionalText(32),
    verificationCode: code.optional(),
    ...captchaFields,
    agreement: z.boolean(),
    registerUrl: optionalText(2000),
    domain: optionalText(255),
    registerMethod: z.literal('WEB').default('WEB'),
  })
  .strict();
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerMobileBodySchema = z
  .object({
    mobileNum: mobile,
    countryDialingCode: dialingCode.optional(),
    verificationCode: code.optional(),
    password: password.optional(),
    confirmPassword: password.optional(),
    birthday: optionalText(10),
    affiliateCode: optionalText(32),
    referralCode: optionalText(32),
    ...captchaFields,
    agreement: z.boolean(),
    registerUrl: optionalText(2000),
    domain: optionalText(255),
    registerMethod: z.literal('WEB').default('WEB'),
  })
  .strict();
export type RegisterMobileBody = z.input<typeof registerMobileBodySchema>;

// ── Sessions ──────────────────────────────────────────────────────────────────────────
export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
/** Username and password; `type` may be left out. */
export const usernameLoginBodySchema = z
  .object({
    type: z.literal('username').default('username'),
    username: trimmed(64).min(1),
    password,
    ...captchaFields,
  })
  .strict();
/** Mobile number and the SMS code sent for login. */
export const smsLoginBodySchema = z
  .object({
    type: z.literal('sms'),
    mobileNum: mobile,
    countryDialingCode: dialingCode.optional(),
    verificationCode: code,
    ...captchaFields,
  })
  .strict();
/** A Firebase ID token (social sign-in). */
export const firebaseLoginBodySchema = z
  .object({ type: z.literal('firebase'), firebaseIdToken: z.string().min(1).max(4096), ...captchaFields })
  .strict();
/** One body per login type: each carries exactly its own fields, so a service never checks which are there. */
export const loginBodySchema = z.discriminatedUnion('type', [
  usernameLoginBodySchema,
  smsLoginBodySchema,
  firebaseLoginBodySchema,
]);
export type LoginBody = z.input<typeof loginBodySchema>;
/** A login body as validated: `type` always set. */
export type LoginRequest = z.output<typeof loginBodySchema>;
export type UsernameLoginBody = z.input<typeof usernameLoginBodySchema>;
export type UsernameLogin = z.output<typeof usernameLoginBodySchema>;
export type SmsLogin = z.output<typeof smsLoginBodySchema>;

export const PASSWORD_CHANGE_REASONS = ['weak', 'expired'] as const;
export const loginResponseSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** Why the member must change the password before anything else, or null. */
  passwordChangeRequired: z.enum(PASSWORD_CHANGE_REASONS).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The value of a failed login: whether the next attempt must carry a captcha. */
export const loginFailureValueSchema = z.object({ captchaRequired: z.boolean() });

export const freePlayBodySchema = z
  .object({
    os: trimmed(32).default('unknown'),
    platform: z.literal('W').default('W'),
    gatewayVersion: z.union([z.literal(3), z.literal('3')]).default(3),
  })
  .strict();

export const sessionKeyResponseSchema = z.object({
  kid: z.string(),
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  /** The server's clock (ms since the epoch) when it answered: sealed bodies carry a time by this clock. */
  serverTime: z.number().int(),
});
export type SessionKeyResponse = z.infer<typeof sessionKeyResponseSchema>;

/** An encrypted body (spec §7 'Enc'): the JSON body sealed with AES-256-GCM, the AES key with RSA-OAEP-256. */
export const encEnvelopeSchema = z
  .object({
    enc: z
      .object({
        kid: z.string().max(64),
        key: z.string().max(2048),
        iv: z.string().max(32),
        data: z.string().max(256 * 1024),
      })
      .strict(),
  })
  .strict();
export type EncEnvelope = z.infer<typeof encEnvelopeSchema>;

/** How far a sealed body's time may be from the server's clock, either way, before it is refused as expired. */
export const ENC_WINDOW_SECONDS = 60;

/**
 * What is sealed inside an envelope: the body with the time it was sealed (server clock, ms) and a random
 * nonce, so that a captured envelope can be opened once and only for a short while.
 */
export const encSealedSchema = z
  .object({
    ts: z.number().int().nonnegative(),
    nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    body: z.unknown(),
  })
  .strict();
export type EncSealed = z.infer<typeof encSealedSchema>;

// ── Member ────────────────────────────────────────────────────────────────────────────
export const isAgentSchema = z.union(IS_AGENT_VALUES.map((v) => z.literal(v)));

export const memberInfoSchema = z.object({
  account: z.string(),
  username: z.string(),
  nickname: z.string(),
  customerId: z.number().int(),
  isAgent: z.number().int(),
  toUpline: z.boolean(),
  memberLabel: z.string().nullable(),
  merchantCode: z.string(),
  platform: z.literal('WEB'),
  language: localeSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  passwordChangeRequired: z.enum(PASSWORD_CHANGE_REASONS).nullable(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  referralCode: z.string(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** The language saved to the member's profile (PUT /wps/member/info/language). */
export const memberLanguageResponseSchema = z.object({ language: localeSchema });

export const memberIconResponseSchema = z.object({ iconUrl: z.string() });

/** Contract flags (spec §3); the contracts themselves come with the agent capability. */
export const fundsConsolidatedSchema = z.object({
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  hasDailySalary: z.boolean(),
  hasHourSalary: z.boolean(),
  hasRealTimeSalary: z.boolean(),
  hasSalaryContract: z.boolean(),
  hasDividendContract: z.boolean(),
});
export type FundsConsolidated = z.infer<typeof fundsConsolidatedSchema>;

// ── Passwords ─────────────────────────────────────────────────────────────────────────
export const changePasswordBodySchema = z
  .object({ oldPassword: password, newPassword: password, confirmNewPassword: password })
  .strict();
export const forgotByEmailBodySchema = z
  .object({ username: trimmed(64).min(1), email: trimmed(254).min(1) })
  .strict();
export const forgotByPhoneBodySchema = z
  .object({
    mobileNum: mobile,
    countryDialingCode: dialingCode.optional(),
    verificationCode: code,
    newPassword: password,
    confirmNewPassword: password.optional(),
    firebaseIdToken: z.string().max(4096).optional(),
  })
  .strict();
export const resetPasswordBodySchema = z
  .object({ token: z.string().min(20).max(200), newPassword: password, confirmNewPassword: password })
  .strict();
export const doneResponseSchema = z.object({ done: z.literal(true) });

// ── SMS ───────────────────────────────────────────────────────────────────────────────
export const SMS_REGISTER_TYPES = ['username', 'mobile'] as const;
export const SMS_NO_LOGIN_TYPES = ['login', 'forgot'] as const;
export const smsRegisterBodySchema = z
  .object({
    mobileNo: mobile,
    countryDialingCode: dialingCode.optional(),
    regType: z.enum(SMS_REGISTER_TYPES).default('mobile'),
    ...captchaFields,
  })
  .strict();
export const smsNoLoginBodySchema = z
  .object({
    mobileNum: mobile,
    countryDialingCode: dialingCode.optional(),
    regType: z.enum(SMS_NO_LOGIN_TYPES).default('login'),
    ...captchaFields,
  })
  .strict();
export const smsSentResponseSchema = z.object({
  /** Epoch milliseconds at which the code stops working. */
  expirationTime: z.number().int(),
  expiredMinutes: z.number().int(),
  /** Seconds until this phone may be sent another code (the server's per-phone resend limit). */
  resendAfterSeconds: z.number().int(),
});
export type SmsSentResponse = z.infer<typeof smsSentResponseSchema>;

// ── Affiliate ─────────────────────────────────────────────────────────────────────────
export const affiliateQuerySchema = z
  .object({ affiliateCode: trimmed(32).min(1).optional(), referralCode: trimmed(32).min(1).optional() })
  .strict();
export const affiliateResponseSchema = z.object({ valid: z.boolean() });
