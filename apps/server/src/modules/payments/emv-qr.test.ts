import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, crcMatches, emvAmount, emvPayload, encodeField, parseFields } from './emv-qr.js';
import {
  depositQrPayload,
  PROMPTPAY_CREDIT_TRANSFER_AID,
  promptPayMobile,
  type QrMerchant,
} from './qr-payloads.js';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogued check value of "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('matches the CRCs of published PromptPay payloads (6304 included in the input)', () => {
    // Published with the PromptPay generator write-up on blognone.com (node 95133).
    expect(crc16CcittFalse('00020101021129370016A000000677010111011300660000000005802TH53037646304')).toBe(
      '8956',
    );
    expect(crc16CcittFalse('00020101021129370016A000000677010111011300668999999995802TH53037646304')).toBe(
      'FE29',
    );
  });

  it('accepts a published QR Ph P2M payload and refuses it with one character changed', () => {
    const published =
      '00020101021228530011ph.ppmi.p2m0111SRCPPHM2XXX0312MRCHNT-4H3TZ05030005204519953036085406100.005802PH' +
      '5925SOCMED DIGITAL MARKETING 6010MakatiCity62650010ph.starpay0315SOCMED DIGITAL 0509OR#1Z1CSC0708TodayPay' +
      '0803***88290012ph.ppmi.qrph0109OR#1Z1CSC63040275';
    expect(crcMatches(published)).toBe(true);
    expect(crcMatches(published.replace('100.00', '900.00'))).toBe(false);
  });
});

describe('EMV fields', () => {
  it('writes id, two-digit length and value; templates nested', () => {
    expect(encodeField(['00', '01'])).toBe('000201');
    expect(encodeField(['62', [['05', 'REF1']]])).toBe('62080504REF1');
  });

  it('refuses values a scanner could not read back', () => {
    expect(() => encodeField(['59', ''])).toThrow(RangeError);
    expect(() => encodeField(['59', 'x'.repeat(100)])).toThrow(RangeError);
    expect(() => encodeField(['59', 'Café'])).toThrow(/ASCII/);
    expect(() => encodeField(['5', 'x'])).toThrow(/two digits/);
  });

  it('writes amounts from minor units without floats', () => {
    expect(emvAmount(150_000, 2)).toBe('1500.00');
    expect(emvAmount(422, 2)).toBe('4.22');
    expect(emvAmount(5, 2)).toBe('0.05');
    expect(emvAmount(25_000, 0)).toBe('25000');
    expect(() => emvAmount(0, 2)).toThrow(RangeError);
    expect(() => emvAmount(1.5, 2)).toThrow(RangeError);
    expect(() => emvAmount(10 ** 13, 2)).toThrow(/too large/);
  });

  it("reproduces the promptpay-qr library's published example (0000000000, 4.22 baht)", () => {
    const payload = emvPayload([
      ['00', '01'],
      ['01', '12'],
      [
        '29',
        [
          ['00', PROMPTPAY_CREDIT_TRANSFER_AID],
          ['01', promptPayMobile('000-000-0000')],
        ],
      ],
      ['58', 'TH'],
      ['53', '764'],
      ['54', emvAmount(422, 2)],
    ]);
    expect(payload).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    );
  });
});

describe('deposit QR payloads', () => {
  const ph: QrMerchant = {
    acquirerId: 'DEMOPHM1XXX',
    merchantId: 'SUERTEDEMO0001',
    proxyType: null,
    name: 'SUERTE PH DEMO',
    city: 'MANILA',
    mcc: '7995',
  };

  it('QR Ph: dynamic, template 28 with the ph.ppmi.p2m GUID, PHP, PH, the reference in 62/05', () => {
    const payload = depositQrPayload({
      method: 'qrph',
      merchant: ph,
      amount: 150_000,
      currencyExponent: 2,
      reference: 'QR7K2M9XQ4TZ',
    });
    const f = parseFields(payload);
    expect(f.get('00')).toBe('01');
    expect(f.get('01')).toBe('12');
    expect(f.get('28')).toBe('0011ph.ppmi.p2m0111DEMOPHM1XXX0314SUERTEDEMO0001');
    expect([f.get('52'), f.get('53'), f.get('54'), f.get('58')]).toEqual(['7995', '608', '1500.00', 'PH']);
    expect([f.get('59'), f.get('60'), f.get('62')]).toEqual(['SUERTE PH DEMO', 'MANILA', '0512QR7K2M9XQ4TZ']);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(crcMatches(payload)).toBe(true);
  });

  it('PromptPay bill payment: AID A000000677010112 with biller id and the reference as ref1, THB, TH', () => {
    const payload = depositQrPayload({
      method: 'promptpay',
      merchant: { ...ph, acquirerId: null, proxyType: 'biller', merchantId: '010555500000100' },
      amount: 50_000,
      currencyExponent: 2,
      reference: 'QRABCDEF1234',
    });
    const f = parseFields(payload);
    expect(f.get('30')).toBe('0016A0000006770101120115010555500000100' + '0212QRABCDEF1234');
    expect([f.get('53'), f.get('54'), f.get('58')]).toEqual(['764', '500.00', 'TH']);
    expect(crcMatches(payload)).toBe(true);
  });

  it('PromptPay to a mobile proxy, and refuses a channel without what its scheme needs', () => {
    const mobile = depositQrPayload({
      method: 'promptpay',
      merchant: { ...ph, proxyType: 'mobile', merchantId: '081-234-5678' },
      amount: 100,
      currencyExponent: 2,
      reference: 'R1',
    });
    expect(parseFields(mobile).get('29')).toBe('0016A00000067701011101130066812345678');
    expect(() =>
      depositQrPayload({
        method: 'qrph',
        merchant: { ...ph, acquirerId: null },
        amount: 1,
        currencyExponent: 2,
        reference: 'R',
      }),
    ).toThrow(/acquirer/);
    expect(() => promptPayMobile('12345')).toThrow(RangeError);
  });
});
