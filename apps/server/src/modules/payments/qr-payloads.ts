import type { QrMethod } from '@suerte/contracts';
import { emvAmount, emvPayload, type EmvField } from './emv-qr.js';

/** QR Ph person-to-merchant (BSP / PPMI): merchant account template 28 with this globally unique id. */
export const QRPH_P2M_GUID = 'ph.ppmi.p2m';
/** PromptPay application ids (Bank of Thailand): credit transfer to a proxy (tag 29), bill payment (tag 30). */
export const PROMPTPAY_CREDIT_TRANSFER_AID = 'A000000677010111';
export const PROMPTPAY_BILL_PAYMENT_AID = 'A000000677010112';

const CURRENCY = { qrph: { numeric: '608', country: 'PH' }, promptpay: { numeric: '764', country: 'TH' } };

/** What the channel says about the receiving merchant (payment_channels qr_* columns). */
export interface QrMerchant {
  acquirerId: string | null;
  merchantId: string;
  proxyType: 'mobile' | 'tax_id' | 'ewallet' | 'biller' | null;
  name: string;
  city: string;
  mcc: string;
}

/** One deposit's dynamic code: the amount in minor units and our reference, which the payer's app sends back. */
export interface QrDepositRequest {
  method: QrMethod;
  merchant: QrMerchant;
  amount: number;
  currencyExponent: number;
  reference: string;
}

/** A PromptPay mobile number as the standard carries it: 0066 and the number without its leading 0, 13 digits. */
export function promptPayMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const national = digits.startsWith('66') ? digits.slice(2) : digits.replace(/^0/, '');
  if (!/^\d{9}$/.test(national)) throw new RangeError('a Thai mobile number has 9 digits after the 0');
  return `0066${national}`;
}

function promptPayAccount(m: QrMerchant, reference: string): EmvField {
  switch (m.proxyType) {
    case 'biller':
      return [
        '30',
        [
          ['00', PROMPTPAY_BILL_PAYMENT_AID],
          ['01', m.merchantId],
          ['02', reference],
        ],
      ];
    case 'mobile':
      return [
        '29',
        [
          ['00', PROMPTPAY_CREDIT_TRANSFER_AID],
          ['01', promptPayMobile(m.merchantId)],
        ],
      ];
    case 'tax_id':
      return [
        '29',
        [
          ['00', PROMPTPAY_CREDIT_TRANSFER_AID],
          ['02', m.merchantId.replace(/\D/g, '')],
        ],
      ];
    case 'ewallet':
      return [
        '29',
        [
          ['00', PROMPTPAY_CREDIT_TRANSFER_AID],
          ['03', m.merchantId.replace(/\D/g, '')],
        ],
      ];
    default:
      throw new RangeError('a PromptPay channel needs its proxy type');
  }
}

function qrPhAccount(m: QrMerchant): EmvField {
  if (!m.acquirerId) throw new RangeError('a QR Ph channel needs its acquirer id');
  return [
    '28',
    [
      ['00', QRPH_P2M_GUID],
      ['01', m.acquirerId],
      ['03', m.merchantId],
    ],
  ];
}

/**
 * The EMVCo payload of a deposit: format 01, point of initiation 12 (dynamic: one amount, one use), the
 * scheme's merchant account template, MCC, currency, amount, country, merchant name and city, and the
 * reference in the additional data (field 62, reference label 05), closed by the CRC.
 */
export function depositQrPayload(r: QrDepositRequest): string {
  const { numeric, country } = CURRENCY[r.method];
  const account = r.method === 'qrph' ? qrPhAccount(r.merchant) : promptPayAccount(r.merchant, r.reference);
  return emvPayload([
    ['00', '01'],
    ['01', '12'],
    account,
    ['52', r.merchant.mcc],
    ['53', numeric],
    ['54', emvAmount(r.amount, r.currencyExponent)],
    ['58', country],
    ['59', r.merchant.name],
    ['60', r.merchant.city],
    ['62', [['05', r.reference]]],
  ]);
}
