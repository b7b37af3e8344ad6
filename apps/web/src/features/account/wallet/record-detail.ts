import type { TFunction } from 'i18next';
import type { AccountRecordEntry } from '@suerte/contracts';

type Detail = AccountRecordEntry['detail'];

/** Kinds worded "… on <game>" when the game is known, else "… at <vendor>". */
const GAME_KINDS = ['bet', 'win', 'bonus', 'rollback'] as const;
/** Kinds worded with their request number when there is one. */
const NUMBERED_KINDS = ['deposit', 'withdrawal', 'withdrawalRefund'] as const;

const includes = (list: readonly string[], kind: string) => list.includes(kind);

/**
 * A movement of the account record in the member's words (catalog wallet, keys detail.*): "Transfer to Ocean
 * Studio", "Deposit #42", "Bet on Ocean King". Never an internal id; '—' when there is nothing to say.
 */
export function recordDetailText(t: TFunction, detail: Detail, walletName: (code: string) => string): string {
  const wallet = detail.wallet ? walletName(detail.wallet) : '';
  if (includes(GAME_KINDS, detail.kind)) {
    if (detail.game) return t(`detail.${detail.kind}`, { game: detail.game });
    return wallet ? t(`detail.${detail.kind}At`, { wallet }) : '—';
  }
  if (includes(NUMBERED_KINDS, detail.kind)) {
    return detail.number
      ? t(`detail.${detail.kind}`, { number: detail.number })
      : t(`detail.${detail.kind}Plain`);
  }
  if (detail.kind === 'other') return '—';
  if (detail.kind === 'transferTo' || detail.kind === 'transferFrom' || detail.kind === 'transferReturned') {
    return wallet ? t(`detail.${detail.kind}`, { wallet }) : '—';
  }
  if (detail.kind === 'vendorSettlement') return wallet ? t('detail.vendorSettlement', { wallet }) : '—';
  return t(`detail.${detail.kind}`);
}
