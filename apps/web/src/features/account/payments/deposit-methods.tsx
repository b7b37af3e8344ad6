import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { NoticeBox } from '../wallet/notice-box';
import { paymentChannelsQueryOptions, type PaymentChannel } from './deposit-channels-api';
import { DEPOSIT_METHOD_VIEWS } from './deposit-method-registry';
import styles from './deposit-methods.module.css';

/** The merchant's deposit channels this page can take, in the merchant's order. */
function offered(list: readonly PaymentChannel[]) {
  return list.filter((c) => DEPOSIT_METHOD_VIEWS[c.method] !== undefined);
}

function MethodPicker({
  channels,
  selected,
  onSelect,
}: {
  channels: readonly PaymentChannel[];
  selected: PaymentChannel['method'] | null;
  onSelect(method: PaymentChannel['method']): void;
}) {
  const { t } = useTranslation('deposits');
  return (
    <div
      className={styles.picker}
      role="radiogroup"
      aria-label={t('methods.choose')}
      data-testid="deposit-methods"
    >
      {channels.map((c) => (
        <button
          key={c.method}
          type="button"
          role="radio"
          aria-checked={selected === c.method}
          aria-disabled={!c.available || undefined}
          className={styles.method}
          onClick={() => c.available && onSelect(c.method)}
          data-testid={`deposit-method-${c.method}`}
        >
          <span className={styles.methodName}>{t(`methods.${c.method}.name`)}</span>
          <span className={styles.methodNote}>
            {c.available ? t(`methods.${c.method}.note`) : t('methods.notAvailable')}
          </span>
        </button>
      ))}
    </div>
  );
}

/**
 * The deposit page's top: the ways to pay this merchant offers (phone first: a grid of large choices), then the
 * chosen method's own component. A channel that cannot run here stays listed as "not available", never why.
 */
export function DepositMethods({ exponent }: { exponent: number }) {
  const { t } = useTranslation('deposits');
  const channels = useQuery(paymentChannelsQueryOptions('deposit'));
  const [chosen, setChosen] = useState<PaymentChannel['method'] | null>(null);
  if (channels.data === undefined) {
    if (channels.isError)
      return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
    return (
      <p className={styles.loading} role="status">
        {t('methods.loading')}
      </p>
    );
  }
  const list = offered(channels.data.list);
  const usable = list.filter((c) => c.available);
  if (usable.length === 0) {
    return (
      <NoticeBox title={t('methods.noneTitle')} testId="deposit-methods-none">
        <p>{t('methods.none')}</p>
      </NoticeBox>
    );
  }
  const current = usable.find((c) => c.method === chosen) ?? usable[0]!;
  const View = DEPOSIT_METHOD_VIEWS[current.method]!;
  return (
    <section className={styles.section} aria-labelledby="deposit-methods-title">
      <h4 id="deposit-methods-title" className={styles.heading}>
        {t('methods.choose')}
      </h4>
      <MethodPicker channels={list} selected={current.method} onSelect={setChosen} />
      <View key={current.method} channel={current} exponent={exponent} />
    </section>
  );
}
