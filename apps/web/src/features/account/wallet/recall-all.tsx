import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { useMoney } from './use-money';
import { outcomeUnknown, useRequestIds } from './request-id';
import { walletErrorKey } from './wallet-errors';
import { MAIN_WALLET, applyBalances, refreshMoney, transferFunds } from './wallet-api';
import styles from './wallet.module.css';

/** Brings every vendor wallet's money back to the main wallet in one request. */
export function RecallAll({ exponent }: { exponent: number }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const client = useQueryClient();
  const toast = useToast();
  const ids = useRequestIds();
  const errorId = useId();
  const mutation = useMutation({
    mutationFn: () => transferFunds({ recallAll: true, requestId: ids.idFor('recallAll') }),
    onSuccess: (result) => {
      ids.settle();
      applyBalances(client, result.wallets);
      const total = result.transfers
        .filter((move) => move.to === MAIN_WALLET)
        .reduce((sum, move) => sum + move.amount, 0);
      toast.show(
        total > 0 ? t('recall.done', { amount: money.format(total, exponent) }) : t('recall.nothing'),
        'success',
      );
      void refreshMoney(client);
    },
    onError: (error) => {
      ids.settle(error);
      if (outcomeUnknown(error)) void refreshMoney(client);
    },
  });
  return (
    <div className={styles.recall}>
      <button
        type="button"
        className="ui-button ui-button--accent"
        onClick={() => {
          if (!mutation.isPending) mutation.mutate();
        }}
        aria-disabled={mutation.isPending || undefined}
        aria-describedby={mutation.isError ? errorId : undefined}
        data-testid="recall-all"
      >
        {mutation.isPending ? t('recall.working') : t('recall.button')}
      </button>
      <p className={styles.hint}>{t('recall.hint')}</p>
      {mutation.isError ? (
        <p id={errorId} className={styles.formError} role="alert" data-testid="recall-error">
          {t(walletErrorKey(mutation.error))}
        </p>
      ) : null}
    </div>
  );
}
