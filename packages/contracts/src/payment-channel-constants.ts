/** The zod-free names of payment channels (payment-channels.ts), shared with the web's method picker. */

/** Every way to pay a merchant can offer; which ones it does is its channel configuration. */
export const PAYMENT_METHODS = ['bank', 'qrph', 'promptpay', 'gcash', 'maya', 'truemoney'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** The methods paid by scanning an EMVCo merchant-presented QR code. */
export const QR_METHODS = ['qrph', 'promptpay'] as const satisfies readonly PaymentMethod[];
export type QrMethod = (typeof QR_METHODS)[number];
export const isQrMethod = (m: string): m is QrMethod => (QR_METHODS as readonly string[]).includes(m);

/** How a PromptPay channel names its receiver (EMVCo tag 29 / 30 sub-tags). */
export const QR_PROXY_TYPES = ['mobile', 'tax_id', 'ewallet', 'biller'] as const;
export type QrProxyType = (typeof QR_PROXY_TYPES)[number];

/** One hundred percent in basis points: a fee of 150 bp is 1.50 % of the amount. */
export const BASIS_POINTS = 10_000;
