import {
  API_HEADERS,
  affiliateQuerySchema,
  affiliateResponseSchema,
  changePasswordBodySchema,
  doneResponseSchema,
  envelopeSchema,
  forgotByEmailBodySchema,
  forgotByPhoneBodySchema,
  freePlayBodySchema,
  languageUpdateBodySchema,
  memberLanguageResponseSchema,
  fundsConsolidatedSchema,
  loginBodySchema,
  loginResponseSchema,
  memberIconResponseSchema,
  memberInfoSchema,
  registerBodySchema,
  registerMobileBodySchema,
  registerSettingsResponseSchema,
  resetPasswordBodySchema,
} from '@suerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/kernel/app-error.js';
import { pickLocalized } from '../../lib/localized.js';
import { memberOf } from '../../http/kernel/request-member.js';
import { ok } from '../../http/kernel/envelope.js';
import { identitySettingsOf } from './identity-settings.js';
import type { LoginService } from './login.service.js';
import type { MemberInfoService } from './member-info.js';
import type { PasswordService } from './password.service.js';
import type { RegistrationService } from './registration.service.js';
import type { SessionService } from './session.service.js';
// request.context() is declared by the merchants module, beside the context's shape.
import type {} from '../merchants/index.js';

export interface IdentityServices {
  members: MemberInfoService;
  login: LoginService;
  registration: RegistrationService;
  sessions: SessionService;
  passwords: PasswordService;
}

/** The browser's own id, when it sent a well-formed one (anything else counts as none). */
function browserIdOf(request: FastifyRequest): string | null {
  const value = request.headers[API_HEADERS.browser];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
}

async function loginContext(request: FastifyRequest) {
  const { merchant } = await request.context();
  return {
    merchant,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    browserId: browserIdOf(request),
    locale: request.locale,
  };
}

const member = { auth: 'member' } as const;
const pendingOk = { auth: 'member', allowPendingPasswordChange: true } as const;

export function identityRoutes(s: IdentityServices) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['identity'];
    const login = envelopeSchema(loginResponseSchema);
    const done = envelopeSchema(doneResponseSchema);

    app.get(
      '/wps/system/setting/register',
      { schema: { tags, response: { 200: envelopeSchema(registerSettingsResponseSchema) } } },
      async (request) => {
        const { merchant } = await request.context();
        const settings = identitySettingsOf(merchant);
        const terms = pickLocalized(merchant.terms, request.locale) || null;
        return ok({ ...settings, agreementRequired: true, terms }, request.locale);
      },
    );

    app.post(
      '/wps/session/login',
      { config: { enc: true }, schema: { tags, body: loginBodySchema, response: { 200: login } } },
      async (request) => ok(await s.login.login(await loginContext(request), request.body), request.locale),
    );

    app.post(
      '/wps/session/login/freeplay',
      { schema: { tags, body: freePlayBodySchema, response: { 200: login } } },
      async (request) =>
        ok(await s.login.freePlay(await loginContext(request), request.body.os), request.locale),
    );

    const logout = async (request: FastifyRequest) => {
      await s.sessions.logout(memberOf(request), request.ip);
      return ok({ done: true as const }, request.locale);
    };
    app.delete(
      '/wps/session/logout',
      { config: pendingOk, schema: { tags, response: { 200: done } } },
      logout,
    );
    app.post('/wps/session/logout', { config: pendingOk, schema: { tags, response: { 200: done } } }, logout);

    app.put(
      '/wps/member/info/language',
      {
        config: pendingOk,
        schema: {
          tags,
          body: languageUpdateBodySchema,
          response: { 200: envelopeSchema(memberLanguageResponseSchema) },
        },
      },
      async (request) => {
        const language = await s.members.saveLanguage(memberOf(request), request.body.language);
        return ok({ language }, language);
      },
    );

    app.put(
      '/wps/member/register',
      { config: { enc: true }, schema: { tags, body: registerBodySchema, response: { 200: login } } },
      async (request) =>
        ok(await s.registration.register(await loginContext(request), request.body), request.locale),
    );
    app.put(
      '/wps/member/register/mobile',
      { config: { enc: true }, schema: { tags, body: registerMobileBodySchema, response: { 200: login } } },
      async (request) =>
        ok(await s.registration.registerMobile(await loginContext(request), request.body), request.locale),
    );

    app.get(
      '/wps/agent/affiliate',
      {
        schema: {
          tags,
          querystring: affiliateQuerySchema,
          response: { 200: envelopeSchema(affiliateResponseSchema) },
        },
      },
      async (request) => {
        const { merchant } = await request.context();
        const { affiliateCode, referralCode } = request.query;
        if (!affiliateCode && !referralCode) throw new AppError('VALIDATION_FAILED');
        const valid = affiliateCode
          ? await s.registration.checkCode(merchant.code, 'affiliate', affiliateCode, request.ip)
          : await s.registration.checkCode(merchant.code, 'referral', referralCode!, request.ip);
        return ok({ valid }, request.locale);
      },
    );

    app.get(
      '/wps/member/info',
      { config: pendingOk, schema: { tags, response: { 200: envelopeSchema(memberInfoSchema) } } },
      async (request) => {
        const { merchant } = await request.context();
        return ok(await s.members.info(memberOf(request), merchant, request.locale), request.locale);
      },
    );
    app.get(
      '/wps/member/info/icon',
      { config: member, schema: { tags, response: { 200: envelopeSchema(memberIconResponseSchema) } } },
      async (request) => {
        return ok({ iconUrl: await s.members.iconUrl(memberOf(request).memberId) }, request.locale);
      },
    );
    app.get(
      '/wps/member/info/funds/consolidated',
      {
        config: { ...member, realAccountOnly: true },
        schema: { tags, response: { 200: envelopeSchema(fundsConsolidatedSchema) } },
      },
      // No contract exists until an upline offers one (the agent capability); these are the true values now.
      async (request) =>
        ok(
          {
            dailysalreqtype: 0,
            divtypereq: 0,
            contracthoursalreq: 0,
            hasDailySalary: false,
            hasHourSalary: false,
            hasRealTimeSalary: false,
            hasSalaryContract: false,
            hasDividendContract: false,
          },
          request.locale,
        ),
    );

    app.post(
      '/wps/member/password',
      {
        config: { ...pendingOk, enc: true },
        schema: { tags, body: changePasswordBodySchema, response: { 200: done } },
      },
      async (request) => {
        const { merchant } = await request.context();
        await s.passwords.change(memberOf(request), merchant, request.body, request.ip);
        return ok({ done: true as const }, request.locale);
      },
    );
    app.post(
      '/wps/member/password/email',
      { schema: { tags, body: forgotByEmailBodySchema, response: { 200: done } } },
      async (request) => {
        const { merchant } = await request.context();
        await s.passwords.forgotByEmail(merchant, request.body, request.ip, request.locale);
        return ok({ done: true as const }, request.locale);
      },
    );
    app.post(
      '/wps/member/password/verification',
      { config: { enc: true }, schema: { tags, body: forgotByPhoneBodySchema, response: { 200: done } } },
      async (request) => {
        const { merchant } = await request.context();
        await s.passwords.resetByPhone(merchant, request.body, request.ip);
        return ok({ done: true as const }, request.locale);
      },
    );
    app.post(
      '/wps/member/password/reset',
      { config: { enc: true }, schema: { tags, body: resetPasswordBodySchema, response: { 200: done } } },
      async (request) => {
        const { merchant } = await request.context();
        await s.passwords.resetWithToken(merchant, request.body, request.ip);
        return ok({ done: true as const }, request.locale);
      },
    );
  };
}
