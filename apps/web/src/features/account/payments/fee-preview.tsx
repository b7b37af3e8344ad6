import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { errorCode } from './payment-errors';
import { withdrawalQuoteQueryOptions, type WithdrawalQuote, type WithdrawalQuoteQuery } from './ewallet-api';
import styles from './ewallet.module.css';

/** Waits until typing pauses before the quote is asked for. */
const QUOTE_DELAY_MS = 300;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // The key stands for the value (a new object each render with the same content).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return settled;
}

/**
 * The quote of the withdrawal being typed (fee, what arrives, the limits), asked of the server so the member
 * sees exactly what will be charged before confirming. Tells the form the quote it shows (null while none).
 */
export function useWithdrawalQuote(query: WithdrawalQuoteQuery | null) {
  const settled = useSettled(query, QUOTE_DELAY_MS);
  const current = JSON.stringify(settled) === JSON.stringify(query) ? settled : null;
  const quote = useQuery(withdrawalQuoteQueryOptions(current));
  const ready = current !== null && quote.data !== undefined && quote.data.amount === current.amount;
  return { quote: ready ? quote.data! : null, error: quote.error, pending: query !== null && !ready };
}

/** The fee preview: what is charged, what arrives, the limits, and why an amount cannot go this way. */
export function FeePreview({
  quote,
  error,
  format,
}: {
  quote: WithdrawalQuote | null;
  error: unknown;
  format: (minor: number) => string;
}) {
  const { t } = useTranslation('wallet');
  const code = errorCode(error);
  if (code === 'PAYMENT_CHANNEL_UNAVAILABLE' || code === 'PLAY_MONEY_NOT_WITHDRAWABLE') {
    const key =
      code === 'PLAY_MONEY_NOT_WITHDRAWABLE' ? 'payments.errors.playMoney' : 'payments.withdraw.notAvailable';
    return (
      <p className={styles.playMoney} role="status" data-testid="withdraw-not-available">
        {t(key)}
      </p>
    );
  }
  if (!quote) return null;
  return (
    <div role="status" aria-live="polite">
      <dl className={styles.preview} data-testid="withdraw-preview">
        <dt>{t('payments.withdraw.fee')}</dt>
        <dd data-testid="withdraw-fee">{format(quote.fee)}</dd>
        <dt>{t('payments.withdraw.receives')}</dt>
        <dd className={styles.arrives} data-testid="withdraw-receives">
          {format(quote.receives)}
        </dd>
        <dt>{t('payments.withdraw.limits')}</dt>
        <dd data-testid="withdraw-limits">
          {t('payments.withdraw.range', { min: format(quote.minAmount), max: format(quote.maxAmount) })}
        </dd>
      </dl>
      {quote.problem ? (
        <p className={styles.playMoney} data-testid="withdraw-quote-problem">
          {t(`payments.withdraw.problem.${quote.problem}`, {
            min: format(quote.minAmount),
            max: format(quote.maxAmount),
          })}
        </p>
      ) : null}
    </div>
  );
}
