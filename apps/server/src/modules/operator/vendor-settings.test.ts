import { describe, expect, it } from 'vitest';
import {
  newWalletSecret,
  parseAllowedIps,
  parseSwitch,
  parseTransferUrl,
  parseWinLimit,
  secretFingerprint,
} from './vendor-settings.js';

describe('vendor settings from operator text', () => {
  it('takes an http(s) base URL, or none', () => {
    expect(parseTransferUrl(' https://vendor.example/api/v1 ')).toBe('https://vendor.example/api/v1');
    expect(parseTransferUrl('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100/');
    expect(parseTransferUrl('NONE')).toBeNull();
  });

  it('refuses what is not a usable base URL', () => {
    expect(() => parseTransferUrl('vendor.example')).toThrow(/not a URL/);
    expect(() => parseTransferUrl('ftp://vendor.example')).toThrow(/http or https/);
    expect(() => parseTransferUrl('https://user:pw@vendor.example')).toThrow(/user name or password/);
    expect(() => parseTransferUrl('https://vendor.example/?a=1')).toThrow(/query or fragment/);
  });

  it('takes addresses and CIDR ranges of both families, without repeats, or none', () => {
    expect(parseAllowedIps('203.0.113.7, 198.51.100.0/24,2001:db8::/32,203.0.113.7')).toEqual([
      '203.0.113.7',
      '198.51.100.0/24',
      '2001:db8::/32',
    ]);
    expect(parseAllowedIps('none')).toEqual([]);
  });

  it('names every entry that is not an address or range', () => {
    expect(() => parseAllowedIps('10.0.0.1, 10.0.0.300, 10.1, example.com, 10.0.0.0/33')).toThrow(
      'allowed IPs: not an address or CIDR range: 10.0.0.300, 10.1, example.com, 10.0.0.0/33',
    );
    expect(() => parseAllowedIps(' , ')).toThrow(/give addresses or CIDR ranges/);
  });

  it('makes 256-bit secrets and fingerprints that do not reveal them', () => {
    const secret = newWalletSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(newWalletSecret()).not.toBe(secret);
    const fingerprint = secretFingerprint(secret);
    expect(fingerprint).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(secret).not.toContain(fingerprint.slice(7));
    expect(secretFingerprint(secret)).toBe(fingerprint);
  });

  it('takes a win limit as plain whole minor units up to the balance ceiling, or default', () => {
    expect(parseWinLimit(' 500000 ', 'max win')).toBe(500_000);
    expect(parseWinLimit('1000000000000000', 'max win')).toBe(1e15);
    expect(parseWinLimit('Default', 'max win')).toBeNull();
    for (const bad of ['0', '-5', '1.5', '1e6', '0100', '', '1000000000000001', '9007199254740993', 'lots'])
      expect(() => parseWinLimit(bad, 'max win'), bad).toThrow(/^max win: a whole number of minor units/);
  });

  it('takes on or off', () => {
    expect(parseSwitch('ON', 'bonus wins')).toBe(true);
    expect(parseSwitch('no', 'bonus wins')).toBe(false);
    expect(() => parseSwitch('maybe', 'bonus wins')).toThrow('bonus wins: on or off');
  });
});
