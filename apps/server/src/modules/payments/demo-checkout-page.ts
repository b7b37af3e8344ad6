import type { Locale } from '@suerte/contracts';
import type { DemoTransactionRow } from './demo-aggregator.repository.js';

/** The demonstration checkout's words, in every interface language. */
const TEXT: Record<Locale, Record<string, string>> = {
  en: {
    title: 'Demo payment page',
    banner: 'DEMO — no real money moves on this page',
    lead: 'This page stands in for the e-wallet. Approve or decline the payment.',
    amount: 'Amount',
    wallet: 'E-wallet',
    approve: 'Approve payment',
    decline: 'Decline',
    paid: 'Payment approved.',
    failed: 'Payment declined.',
    expired: 'This payment has expired.',
    back: 'Back to the site',
    unknown: 'There is no such payment.',
  },
  tl: {
    title: 'Demo na pahina ng bayad',
    banner: 'DEMO — walang totoong pera na gumagalaw sa pahinang ito',
    lead: 'Kapalit ang pahinang ito ng e-wallet. Aprubahan o tanggihan ang bayad.',
    amount: 'Halaga',
    wallet: 'E-wallet',
    approve: 'Aprubahan ang bayad',
    decline: 'Tanggihan',
    paid: 'Naaprubahan ang bayad.',
    failed: 'Tinanggihan ang bayad.',
    expired: 'Nag-expire na ang bayad na ito.',
    back: 'Bumalik sa site',
    unknown: 'Walang ganitong bayad.',
  },
  th: {
    title: 'หน้าชำระเงินสาธิต',
    banner: 'สาธิต — หน้านี้ไม่มีการโอนเงินจริง',
    lead: 'หน้านี้ใช้แทนอีวอลเล็ต กรุณาอนุมัติหรือปฏิเสธการชำระเงิน',
    amount: 'จำนวนเงิน',
    wallet: 'อีวอลเล็ต',
    approve: 'อนุมัติการชำระเงิน',
    decline: 'ปฏิเสธ',
    paid: 'อนุมัติการชำระเงินแล้ว',
    failed: 'ปฏิเสธการชำระเงินแล้ว',
    expired: 'การชำระเงินนี้หมดอายุแล้ว',
    back: 'กลับไปที่เว็บไซต์',
    unknown: 'ไม่พบการชำระเงินนี้',
  },
  vi: {
    title: 'Trang thanh toán thử nghiệm',
    banner: 'DEMO — trang này không chuyển tiền thật',
    lead: 'Trang này thay cho ví điện tử. Hãy chấp thuận hoặc từ chối khoản thanh toán.',
    amount: 'Số tiền',
    wallet: 'Ví điện tử',
    approve: 'Chấp thuận thanh toán',
    decline: 'Từ chối',
    paid: 'Đã chấp thuận thanh toán.',
    failed: 'Đã từ chối thanh toán.',
    expired: 'Khoản thanh toán này đã hết hạn.',
    back: 'Quay lại trang web',
    unknown: 'Không có khoản thanh toán này.',
  },
  id: {
    title: 'Halaman pembayaran demo',
    banner: 'DEMO — tidak ada uang sungguhan yang berpindah di halaman ini',
    lead: 'Halaman ini menggantikan e-wallet. Setujui atau tolak pembayaran.',
    amount: 'Jumlah',
    wallet: 'E-wallet',
    approve: 'Setujui pembayaran',
    decline: 'Tolak',
    paid: 'Pembayaran disetujui.',
    failed: 'Pembayaran ditolak.',
    expired: 'Pembayaran ini sudah kedaluwarsa.',
    back: 'Kembali ke situs',
    unknown: 'Pembayaran ini tidak ada.',
  },
};

const WALLET_NAMES: Record<string, string> = { gcash: 'GCash', maya: 'Maya', truemoney: 'TrueMoney' };

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Display only (the page's one use of a fraction): minor units as the currency shows them. */
function money(amount: number, currency: string, locale: Locale) {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** Our return paths only: a local path, never another site (no open redirect). */
export const safeReturnPath = (path: string | null) =>
  path && /^\/(?!\/)[\w\-./?=&%]*$/.test(path) ? path : '/';

/** The demonstration checkout: plain HTML with two form buttons (no script, so the site's CSP holds). */
export function demoCheckoutHtml(row: DemoTransactionRow | undefined, locale: Locale): string {
  const t = TEXT[locale] ?? TEXT.en;
  let body: string;
  if (!row || row.kind !== 'payment') {
    body = `<p class="note">${escape(t.unknown!)}</p><a class="button" href="/">${escape(t.back!)}</a>`;
  } else {
    const details = `<dl><dt>${escape(t.wallet!)}</dt><dd data-testid="demo-wallet">${escape(WALLET_NAMES[row.method] ?? row.method)}</dd><dt>${escape(t.amount!)}</dt><dd data-testid="demo-amount">${escape(money(row.amount, row.currency_code, locale))}</dd></dl>`;
    body =
      row.status === 'pending'
        ? `<p>${escape(t.lead!)}</p>${details}<form method="post"><button name="decision" value="approve" class="button primary" data-testid="demo-approve">${escape(t.approve!)}</button><button name="decision" value="decline" class="button" data-testid="demo-decline">${escape(t.decline!)}</button></form>`
        : `${details}<p class="note" data-testid="demo-outcome">${escape(t[row.status]!)}</p><a class="button" href="${escape(safeReturnPath(row.return_url))}">${escape(t.back!)}</a>`;
  }
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.title!)}</title><style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f4f6;color:#1d1d24}
.banner{background:#b3261e;color:#fff;font-weight:700;text-align:center;padding:10px 12px;letter-spacing:.03em}
main{max-width:420px;margin:0 auto;padding:16px}
h1{font-size:1.3rem;margin:12px 0}
dl{background:#fff;border-radius:12px;padding:12px 16px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#5b5b66}dd{margin:0;text-align:right;font-weight:600}
form{display:grid;gap:10px;margin-top:16px}
.button{display:block;width:100%;box-sizing:border-box;min-height:48px;border-radius:10px;border:1px solid #8a8a96;background:#fff;font:inherit;font-weight:600;text-align:center;text-decoration:none;color:inherit;padding:12px}
.primary{background:#1a73e8;border-color:#1a73e8;color:#fff}
.note{font-weight:600}
</style></head><body><div class="banner" data-testid="demo-banner">${escape(t.banner!)}</div><main><h1>${escape(t.title!)}</h1>${body}</main></body></html>`;
}
