import { describe, expect, it } from 'vitest';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  encCall,
  freshIp,
  registrationOf,
  solvedCaptcha,
  testCaptchaImage,
} from './support/identity-client.js';

describe("the merchant's terms at registration", () => {
  const t = withTestApp(testDatabaseKinds()[0]!, {}, { captchaImage: testCaptchaImage });
  const settings = async (merchant: string, language: string) =>
    envelope(
      await t.app.inject({
        method: 'GET',
        url: '/wps/system/setting/register',
        headers: { 'x-merchant-code': merchant, 'x-language': language },
      }),
    ).value as { agreementRequired: boolean; terms: string | null };

  it('are served in the request language with the registration settings, labelled demo', async () => {
    const th = await settings('SUERTE_TH', 'th');
    expect(th.agreementRequired).toBe(true);
    expect(th.terms).toContain('ข้อกำหนดและเงื่อนไขของ Suerte Thailand (ข้อความตัวอย่าง)');
    expect(th.terms).toContain('20');
    const ph = await settings('SUERTE_PH', 'en');
    expect(ph.terms).toMatch(/^Suerte Philippines terms and conditions \(demo text\)\./);
    expect(ph.terms).toContain('at least 21 years old');
    expect((await settings('SUERTE_PH', 'vi')).terms).toContain('Điều khoản và điều kiện');
  });

  it('a registration without accepting them is refused', async () => {
    const caller = { ip: freshIp() };
    const body = {
      ...registrationOf('noterms01', { agreement: false }),
      ...(await solvedCaptcha(t.app, caller)),
    };
    const res = await encCall(t.app, 'PUT', '/wps/member/register', body, caller);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe('AGREEMENT_REQUIRED');
  });
});
