import { describe, expect, it } from 'vitest';
import { siteUrlOf } from './site-url.js';

describe('siteUrlOf', () => {
  it("points at the merchant's main domain over https", () => {
    expect(
      siteUrlOf({ mainDomain: 'th.suerte.example', publicUrl: 'https://play.example', port: 8080 }),
    ).toBe('https://th.suerte.example');
  });

  it('uses PUBLIC_URL for a merchant without a public domain', () => {
    expect(siteUrlOf({ mainDomain: null, publicUrl: 'https://play.example', port: 8080 })).toBe(
      'https://play.example',
    );
    expect(siteUrlOf({ mainDomain: 'localhost', publicUrl: 'http://localhost:5173', port: 8080 })).toBe(
      'http://localhost:5173',
    );
  });

  it('serves a local main domain on the configured port, and has nothing without configuration', () => {
    expect(siteUrlOf({ mainDomain: 'localhost', publicUrl: null, port: 8080 })).toBe('http://localhost:8080');
    expect(siteUrlOf({ mainDomain: null, publicUrl: null, port: 8080 })).toBeNull();
  });
});
