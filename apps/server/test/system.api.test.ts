import { describe, expect, it } from 'vitest';
import { createOperatorService } from '../src/modules/operator/index.js';
import { buildTestApp, envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const US_IP = '8.8.8.8';
const PH_IP = '49.145.0.1';
const TH_IP = '1.46.0.1';

describe.each(testDatabaseKinds())('system calls on $name', (kind) => {
  const t = withTestApp(kind);

  const status = async (headers: Record<string, string> = {}) =>
    envelope(await t.app.inject({ method: 'GET', url: '/wps/system/status', headers })).value;

  describe('GET /wps/system/status', () => {
    it('is normal for a local visitor, on the default merchant', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
      expect(res.statusCode).toBe(200);
      expect(envelope(res)).toMatchObject({
        success: true,
        code: 'OK',
        value: { status: 0, merchantCode: 'SUERTE_PH', ip: '127.0.0.1' },
      });
    });

    it('restricts a visitor from a country the merchant does not allow, showing country and IP', async () => {
      expect(await status({ 'x-forwarded-for': US_IP })).toMatchObject({
        status: 2,
        countryCode: 'US',
        ip: US_IP,
      });
    });

    it('routes a visitor on an unknown domain to the merchant of their country', async () => {
      const host = 'portal.example';
      expect(await status({ host, 'x-forwarded-for': TH_IP })).toMatchObject({
        status: 0,
        merchantCode: 'SUERTE_TH',
        countryCode: 'TH',
      });
      expect(await status({ host, 'x-forwarded-for': PH_IP })).toMatchObject({
        status: 0,
        merchantCode: 'SUERTE_PH',
      });
    });

    it('restricts a visitor who picks a merchant of another country', async () => {
      expect(await status({ 'x-forwarded-for': PH_IP, 'x-merchant-code': 'SUERTE_TH' })).toMatchObject({
        status: 2,
      });
    });

    it('ignores X-Forwarded-For from a proxy that is not trusted', async () => {
      const untrusted = await buildTestApp(t.handle, { TRUSTED_PROXIES: '10.9.9.9' });
      const res = await untrusted.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-forwarded-for': US_IP },
      });
      expect(envelope(res).value).toMatchObject({ status: 0, ip: '127.0.0.1', countryCode: null });
      await untrusted.close();
    });

    it('picks the merchant from the domain', async () => {
      expect(await status({ host: 'th.suerte.example' })).toMatchObject({ merchantCode: 'SUERTE_TH' });
    });
  });

  describe('maintenance', () => {
    const ops = () => createOperatorService(t.handle.db);

    it('shows status 1 and closes other calls with 503, while the status calls still answer', async () => {
      await ops().setMaintenance('test', 'SUERTE_PH', true, 'Upgrading', null);
      try {
        expect(await status()).toMatchObject({ status: 1, maintenance: { message: 'Upgrading' } });
        const relay = await t.app.inject({ method: 'POST', url: '/wps/relay/gameVendor', payload: {} });
        expect(relay.statusCode).toBe(503);
        expect(envelope(relay)).toMatchObject({ success: false, code: 'MAINTENANCE' });
        const wl = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
        expect(wl.statusCode).toBe(200);
        // The other merchant is not affected.
        expect(await status({ 'x-merchant-code': 'SUERTE_TH' })).toMatchObject({ status: 0 });
      } finally {
        await ops().setMaintenance('test', 'SUERTE_PH', false, null, null);
      }
      expect(await status()).toMatchObject({ status: 0 });
    });

    it('ends by itself at its until time', async () => {
      await ops().setMaintenance('test', 'SUERTE_PH', true, null, new Date(Date.now() - 1000));
      try {
        expect(await status()).toMatchObject({ status: 0 });
      } finally {
        await ops().setMaintenance('test', 'SUERTE_PH', false, null, null);
      }
    });

    it('closes calls with 403 for a restricted region', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/relay/gameVendor',
        headers: { 'x-forwarded-for': US_IP },
      });
      expect(res.statusCode).toBe(403);
      expect(envelope(res).code).toBe('REGION_RESTRICTED');
    });
  });

  describe('GET /wps/system/whitelabel', () => {
    it('describes the merchant, modules, resources, contacts, domains and regions', async () => {
      const wl = envelope(await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).value;
      expect(wl.merchant).toMatchObject({
        merchantCode: 'SUERTE_PH',
        currency: 'PHP',
        currencySymbol: '₱',
        langList: ['en', 'tl'],
      });
      expect(wl.siteConfig).toEqual({
        platform: 'WEB',
        lotteryType: 'SEA',
        prizeModes: ['Lott', 'ZY', 'Elott'],
      });
      expect(wl.demo).toBe(true);
      expect(wl.modules.map((m: { modId: string }) => m.modId)).toContain('MEMBER');
      expect(wl.resources.filter((r: { groupName: string }) => r.groupName === 'w_home')).toHaveLength(3);
      expect(wl.customerService.map((c: { type: string }) => c.type)).toEqual([
        'LIVECHAT',
        'WHATSAPP',
        'MESSENGER',
        'VIBER',
        'TELEGRAM',
        'PHONE',
        'EMAIL',
      ]);
      expect(wl.domainList).toContain('localhost');
      expect(wl.mainDomain).toBe('localhost');
      expect(wl.location).toEqual({ countryCode: null, ip: '127.0.0.1' });
      expect(wl.imageCDNs).toEqual([]);
      expect(wl.regionRestriction).toEqual({ enabled: true, allowedCountries: ['PH'] });
      expect(wl.regions.map((r: { merchantCode: string }) => r.merchantCode)).toEqual([
        'SUERTE_PH',
        'SUERTE_TH',
      ]);
    });

    it('translates content into the request language, falling back to English', async () => {
      const th = envelope(
        await t.app.inject({
          method: 'GET',
          url: '/wps/system/whitelabel',
          headers: { 'x-merchant-code': 'SUERTE_TH', 'x-language': 'th' },
        }),
      ).value;
      expect(th.merchant.currencySymbol).toBe('฿');
      expect(th.about).toMatch(/เดโม/);
      const vi = envelope(
        await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { 'x-language': 'vi' } }),
      ).value;
      expect(vi.about).toMatch(/demonstration/);
    });
  });

  describe('GET /wps/system/domainRoute', () => {
    it('lists every domain with its merchant', async () => {
      const value = envelope(await t.app.inject({ method: 'GET', url: '/wps/system/domainRoute' })).value;
      expect(value.domainRoute).toContainEqual({
        domain: 'th.suerte.example',
        merchantCode: 'SUERTE_TH',
        platform: 'WEB',
      });
    });
  });

  describe('GET /wps/system/helpCenter', () => {
    it('returns the topic tree in the asked language', async () => {
      const value = envelope(
        await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=TY&device=WEB' }),
      ).value;
      const faq = value.find((e: { tag: string }) => e.tag === 'faq');
      expect(faq.children.map((c: { tag: string }) => c.tag)).toEqual(['faq-account', 'faq-games']);
      expect(value[0].title).toBe('Tungkol sa amin');
    });

    it('rejects unknown query fields', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=en&evil=1' });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST /wps/system/language', () => {
    it('accepts TY as Tagalog and sets the language cookie', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/system/language',
        payload: { language: 'TY' },
      });
      expect(envelope(res).value).toEqual({ language: 'tl', reset: false });
      expect(res.headers['set-cookie']).toMatch(/suerte_lang=tl/);
    });

    it('resets an unsupported language to EN', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/system/language',
        payload: { language: 'zh-CN' },
      });
      expect(envelope(res).value).toEqual({ language: 'en', reset: true });
    });

    it('refuses a body with unknown fields or without a language', async () => {
      for (const payload of [{ language: 'en', extra: 1 }, {}]) {
        const res = await t.app.inject({ method: 'POST', url: '/wps/system/language', payload });
        expect(res.statusCode).toBe(400);
      }
    });
  });

  describe('messages', () => {
    it('answer in the request language', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/relay/nothing',
        headers: { 'x-language': 'th' },
      });
      expect(envelope(res)).toMatchObject({ code: 'UNKNOWN_RELAY', message: 'ไม่รู้จักคำขอนี้' });
    });
  });
});
