import type { Deposit, Withdrawal } from '@suerte/contracts';
import type { DepositRow } from './deposits.repository.js';
import type { WithdrawalRow } from './withdrawals.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Only the last four digits of a bank account number leave the server. */
export function maskAccountNumber(n: string): string {
  const digits = n.replace(/\D/g, '');
  return `****${digits.slice(-4)}`;
}

type DepositFields = Pick<
  DepositRow,
  | 'id'
  | 'request_id'
  | 'channel'
  | 'amount'
  | 'currency_code'
  | 'payer_name'
  | 'reference'
  | 'reason'
  | 'created_at'
  | 'decided_at'
>;

/** A bank request, or a row of the member's deposit list (which has QR payments' statuses too). */
export function depositView<S extends string = Deposit['status']>(
  r: DepositFields & { status: S },
): Omit<Deposit, 'status'> & { status: S } {
  return {
    id: String(r.id),
    requestId: r.request_id,
    channel: r.channel,
    amount: r.amount,
    currency: r.currency_code,
    status: r.status,
    payerName: r.payer_name,
    reference: r.reference,
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
    decidedAt: iso(r.decided_at),
  };
}

export function withdrawalView(r: WithdrawalRow, proofCount = 0): Withdrawal {
  return {
    id: String(r.id),
    requestId: r.request_id,
    amount: r.amount,
    currency: r.currency_code,
    status: r.status,
    destinationType: r.destination_type,
    method: r.method,
    fee: r.fee,
    receives: r.amount - r.fee,
    failureReason: r.failure_reason,
    paidAt: iso(r.paid_at),
    bankName: r.bank_name,
    accountName: r.account_name,
    accountNumber: maskAccountNumber(r.account_number),
    reason: r.reason,
    note: r.note,
    autoConfirmed: r.auto_confirmed,
    proofCount,
    createdAt: r.created_at.toISOString(),
    disbursedAt: iso(r.disbursed_at),
    confirmedAt: iso(r.confirmed_at),
  };
}
