import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { useMoney } from './use-money';
import { recallOutcome, type RecallFailure } from './recall-outcome';
import { outcomeUnknown, useRequestIds } from './request-id';
import { OutcomeMessage, type SubmitOutcome } from './submit-footer';
import { walletErrorKey } from './wallet-errors';
import { applyBalances, refreshMoney, transferFunds } from './wallet-api';
import { useWalletName, type WalletView } from './wallet-name';
import styles from './wallet.module.css';

interface Props {
  exponent: number;
  /** Some vendor wallet holds money: otherwise there is nothing to recall and no button. */
  available: boolean;
  /** The member's wallets, to name the game wallets a recall could not empty. */
  wallets?: readonly Pick<WalletView, 'vendorCode' | 'name'>[];
}

/** What the last recall left to say: money on its way, and game wallets whose money stayed there. */
interface RecallReport {
  outcome: SubmitOutcome | null;
  failures: RecallFailure[];
  /** Nothing came back at all: said as an error. */
  failed: boolean;
}

/** The game wallets a recall could not empty, each with why; an error when nothing came back at all. */
function RecallFailures({
  report,
  exponent,
  nameOf,
}: {
  report: RecallReport;
  exponent: number;
  nameOf: (code: string) => string;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  if (report.failures.length === 0 && !report.failed) return null;
  return (
    <div
      className={report.failed ? styles.recallFailed : styles.recallPartial}
      role={report.failed ? 'alert' : 'status'}
      data-testid={report.failed ? 'recall-failed' : 'recall-failures'}
    >
      <p className={report.failed ? styles.formError : undefined}>
        {report.failed ? t('recall.failed') : t('recall.notBack')}
      </p>
      <ul className={styles.recallFailureList}>
        {report.failures.map((f) => (
          <li key={f.vendorCode} data-testid={`recall-failure-${f.vendorCode}`}>
            {t('recall.failure', {
              name: nameOf(f.vendorCode),
              amount: money.format(f.amount, exponent),
              reason: t(f.reasonKey),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Brings every vendor wallet's money back to the main wallet in one request. Only money that arrived counts in
 * the total; money still on its way is said as such, and a game wallet whose money stayed there is listed with
 * why. What a recall left to say stays said after the wallets it emptied have left nothing to recall.
 */
export function RecallAll({ exponent, available, wallets }: Props) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const nameOf = useWalletName(wallets);
  const client = useQueryClient();
  const toast = useToast();
  const ids = useRequestIds();
  const errorId = useId();
  const [report, setReport] = useState<RecallReport | null>(null);
  const mutation = useMutation({
    mutationFn: () => transferFunds({ recallAll: true, requestId: ids.idFor('recallAll') }),
    onSuccess: (result) => {
      ids.settle();
      applyBalances(client, result.wallets);
      void refreshMoney(client);
      const { returned, onItsWay, failures, failed } = recallOutcome(result);
      if (returned > 0) toast.show(t('recall.done', { amount: money.format(returned, exponent) }), 'success');
      else if (!onItsWay && failures.length === 0) toast.show(t('recall.nothing'), 'success');
      const outcome = onItsWay ? { tone: 'pending' as const, text: t('recall.pending') } : null;
      setReport(outcome || failures.length > 0 || failed ? { outcome, failures, failed } : null);
    },
    onError: (error) => {
      ids.settle(error);
      if (outcomeUnknown(error)) void refreshMoney(client);
    },
  });
  if (!available && !report) return null;
  return (
    <div className={styles.recall}>
      {available ? (
        <>
          <button
            type="button"
            className="ui-button ui-button--accent"
            onClick={() => {
              if (mutation.isPending) return;
              setReport(null);
              mutation.mutate();
            }}
            aria-disabled={mutation.isPending || undefined}
            aria-describedby={mutation.isError ? errorId : undefined}
            data-testid="recall-all"
          >
            {mutation.isPending ? t('recall.working') : t('recall.button')}
          </button>
          <p className={styles.hint}>{t('recall.hint')}</p>
        </>
      ) : null}
      {mutation.isError ? (
        <p id={errorId} className={styles.formError} role="alert" data-testid="recall-error">
          {t(walletErrorKey(mutation.error))}
        </p>
      ) : null}
      <OutcomeMessage outcome={report?.outcome ?? null} testId="recall-result" />
      {report ? <RecallFailures report={report} exponent={exponent} nameOf={nameOf} /> : null}
    </div>
  );
}
