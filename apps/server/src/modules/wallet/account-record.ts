import { MAIN_WALLET, type AccountRecordDetailKind } from '@suerte/contracts';

const DAY_MS = 86_400_000;

/**
 * The instants that bound a range of calendar days in the member's time zone: from the start of `from` to the
 * start of the day after `to` (exclusive), so both days are included whole.
 */
export function dayBounds(
  range: { from?: string; to?: string },
  utcOffsetMinutes: number,
): { start: Date | null; end: Date | null } {
  const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000;
  return {
    start: range.from ? new Date(midnight(range.from)) : null,
    end: range.to ? new Date(midnight(range.to) + DAY_MS) : null,
  };
}

/** The account record's type of a ledger kind: its first word (deposit_demo → deposit). */
export function recordTypeOf(kind: string): string {
  return kind.split('_', 1)[0]!;
}

/** The wallet an account is, as the member sees it: 'MAIN' or the vendor's code. */
export function walletOf(kind: string, vendorCode: string): string {
  return kind === 'member_main' ? MAIN_WALLET : vendorCode;
}

/** A movement's parts, as the account record's `detail` (ACCOUNT_RECORD_DETAIL_KINDS). */
export interface RecordDetail {
  kind: AccountRecordDetailKind;
  wallet: string | null;
  number: string | null;
  game: string | null;
}

/** What describeEntry needs to know about one entry and its journal transaction. */
export interface EntryFacts {
  /** The ledger transaction's kind (transfer, deposit_bank, bet...). */
  kind: string;
  reference: string | null;
  /** The wallet of the entry: 'MAIN' or a vendor code. */
  wallet: string;
  amount: number;
  /** Vendor codes of the transaction's other legs (member game wallets or a vendor's clearing account). */
  otherVendors: readonly string[];
  /** The game of the vendor round a bet, win or rollback belongs to, when it is known. */
  game: string | null;
}

const detail = (kind: AccountRecordDetailKind, over: Partial<RecordDetail> = {}): RecordDetail => ({
  kind,
  wallet: null,
  number: null,
  game: null,
  ...over,
});

/** The number after the prefix of a 'deposit:12' or 'withdrawal:7' reference. */
function numberOf(reference: string | null): string | null {
  const at = reference?.indexOf(':') ?? -1;
  return reference && at >= 0 ? reference.slice(at + 1) || null : null;
}

/** The vendor of a 'SIMVENDOR:round-1' reference (bets, wins and rollbacks). */
export function roundOf(reference: string | null): { vendorCode: string; roundId: string } | null {
  const at = reference?.indexOf(':') ?? -1;
  if (!reference || at <= 0) return null;
  return { vendorCode: reference.slice(0, at), roundId: reference.slice(at + 1) };
}

function transferDetail(facts: EntryFacts): RecordDetail {
  // A transfer moves money between the main wallet and one game wallet: the other side of a game wallet's
  // entry is the main wallet; the other side of the main wallet's entry is the vendor of the other leg.
  const other = facts.wallet === MAIN_WALLET ? (facts.otherVendors[0] ?? null) : MAIN_WALLET;
  if (facts.kind === 'transfer_reverse') return detail('transferReturned', { wallet: other });
  return detail(facts.amount < 0 ? 'transferTo' : 'transferFrom', { wallet: other });
}

const BET_KINDS: Record<string, AccountRecordDetailKind> = {
  bet: 'bet',
  win: 'win',
  bonus_win: 'bonus',
  rollback: 'rollback',
};

/**
 * A movement as a member can read it (never a raw internal id): the other wallet of a transfer, the number of a
 * deposit or withdrawal request, the game of a bet.
 */
export function describeEntry(facts: EntryFacts): RecordDetail {
  const { kind } = facts;
  if (kind === 'transfer_recall') {
    return facts.wallet === MAIN_WALLET ? detail('recall') : detail('transferTo', { wallet: MAIN_WALLET });
  }
  if (kind === 'transfer' || kind.startsWith('transfer_')) return transferDetail(facts);
  if (kind === 'deposit_demo') return detail('depositDemo');
  if (kind.startsWith('deposit')) return detail('deposit', { number: numberOf(facts.reference) });
  if (kind === 'withdrawal_refund') return detail('withdrawalRefund', { number: numberOf(facts.reference) });
  if (kind.startsWith('withdrawal')) return detail('withdrawal', { number: numberOf(facts.reference) });
  const betKind = BET_KINDS[kind];
  if (betKind) {
    const vendor = roundOf(facts.reference)?.vendorCode ?? facts.otherVendors[0] ?? null;
    return detail(betKind, { wallet: vendor, game: facts.game });
  }
  if (kind === 'vendor_settlement') {
    return detail('vendorSettlement', { wallet: facts.wallet === MAIN_WALLET ? null : facts.wallet });
  }
  return detail('other');
}
