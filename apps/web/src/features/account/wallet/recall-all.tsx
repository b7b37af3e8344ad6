import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { useMoney } from './use-money';
import { outcomeUnknown, useRequestIds } from './request-id';
import { OutcomeMessage, type SubmitOutcome } from './submit-footer';
import { walletErrorKey } from './wallet-errors';
import { MAIN_WALLET, applyBalances, refreshMoney, stillOnItsWay, transferFunds } from './wallet-api';
import styles from './wallet.module.css';

interface Props {
  exponent: number;
  /** Some vendor wallet holds money: otherwise there is nothing to recall and no button. */
  available: boolean;
}

/**
 * Brings every vendor wallet's money back to the main wallet in one request. A recall still on its way stays
 * said after the wallets it emptied have left nothing to recall.
 */
export function RecallAll({ exponent, available }: Props) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const client = useQueryClient();
  const toast = useToast();
  const ids = useRequestIds();
  const errorId = useId();
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: () => transferFunds({ recallAll: true, requestId: ids.idFor('recallAll') }),
    onSuccess: (result) => {
      ids.settle();
      applyBalances(client, result.wallets);
      void refreshMoney(client);
      if (stillOnItsWay(result)) {
        setOutcome({ tone: 'pending', text: t('recall.pending') });
        return;
      }
      const total = result.transfers
        .filter((move) => move.to === MAIN_WALLET)
        .reduce((sum, move) => sum + move.amount, 0);
      toast.show(
        total > 0 ? t('recall.done', { amount: money.format(total, exponent) }) : t('recall.nothing'),
        'success',
      );
    },
    onError: (error) => {
      ids.settle(error);
      if (outcomeUnknown(error)) void refreshMoney(client);
    },
  });
  if (!available && !outcome) return null;
  return (
    <div className={styles.recall}>
      {available ? (
        <>
          <button
            type="button"
            className="ui-button ui-button--accent"
            onClick={() => {
              if (mutation.isPending) return;
              setOutcome(null);
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
      <OutcomeMessage outcome={outcome} testId="recall-result" />
    </div>
  );
}
