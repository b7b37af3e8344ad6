import { describe, expect, it } from 'vitest';
import { supportLink } from './support-links.js';

describe('support contact links', () => {
  it('builds the link each app opens', () => {
    expect(supportLink('LINE', '@suerte-th')?.link).toBe('https://line.me/R/ti/p/%40suerte-th');
    expect(supportLink('LINE', 'suerte-th')?.value).toBe('@suerte-th');
    expect(supportLink('MESSENGER', 'suerteph')?.link).toBe('https://m.me/suerteph');
    expect(supportLink('WHATSAPP', '+63 917 555 0100')).toEqual({
      value: '+63 917 555 0100',
      link: 'https://wa.me/639175550100',
    });
    expect(supportLink('VIBER', '+639175550100')?.link).toBe('viber://chat?number=%2B639175550100');
    expect(supportLink('TELEGRAM', '@suerte_help')?.link).toBe('https://t.me/suerte_help');
    expect(supportLink('PHONE', '+66 2 555 0100')?.link).toBe('tel:+6625550100');
    expect(supportLink('EMAIL', 'help@suerte.example')?.link).toBe('mailto:help@suerte.example');
    expect(supportLink('LIVECHAT', '/help#contact-us')?.link).toBe('/help#contact-us');
  });

  it('refuses values that do not fit the type', () => {
    expect(supportLink('WHATSAPP', '0917 555 0100')).toBeNull(); // no country code
    expect(supportLink('PHONE', '+63 abc')).toBeNull();
    expect(supportLink('LINE', '@a b')).toBeNull();
    expect(supportLink('EMAIL', 'not-an-address')).toBeNull();
    expect(supportLink('LIVECHAT', 'javascript:alert(1)')).toBeNull();
    expect(supportLink('LIVECHAT', 'http://insecure.example')).toBeNull();
    expect(supportLink('TELEGRAM', '@x')).toBeNull();
  });
});
