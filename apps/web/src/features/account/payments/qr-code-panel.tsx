import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckIcon, InfoIcon } from '../../../components/ui/icons';
import { walletErrorKey } from '../wallet/wallet-errors';
import { useMoney } from '../wallet/use-money';
import {
  payWithDemoWallet,
  qrDepositKey,
  qrDepositQueryOptions,
  type QrDeposit,
} from './deposit-channels-api';
import { formatCountdown, useExpiryCountdown } from './use-expiry-countdown';
import styles from './qr-deposit.module.css';

/** What the member sees of a code: the server's status, or expired once the countdown ran out. */
export type QrShown = QrDeposit['status'];

function shownStatus(deposit: QrDeposit, secondsLeft: number): QrShown {
  return deposit.status === 'pending' && secondsLeft === 0 ? 'expired' : deposit.status;
}

/** The demo wallet button: the demo provider pays the code through its signed notification to the server. */
function DemoPay({ deposit }: { deposit: QrDeposit }) {
  const { t } = useTranslation('deposits');
  const client = useQueryClient();
  const pay = useMutation({
    mutationFn: () => payWithDemoWallet(deposit.id),
    onSuccess: (next) => client.setQueryData(qrDepositKey(deposit.id), next),
  });
  return (
    <div className={styles.demo} data-testid="qr-demo">
      <p className={styles.demoNote}>{t('qr.demoNote')}</p>
      <button
        type="button"
        className="ui-button ui-button--primary"
        aria-disabled={pay.isPending || undefined}
        onClick={() => !pay.isPending && pay.mutate()}
        data-testid="qr-demo-pay"
      >
        {pay.isPending ? t('qr.demoPaying') : t('qr.demoPay')}
      </button>
      {pay.isError ? (
        <p role="alert" className={styles.error} data-testid="qr-demo-error">
          {t(walletErrorKey(pay.error), { ns: 'wallet' })}
        </p>
      ) : null}
    </div>
  );
}

function Ended({ status, deposit, onNew }: { status: QrShown; deposit: QrDeposit; onNew(): void }) {
  const { t } = useTranslation('deposits');
  const money = useMoney();
  const exponent = money.balance.data?.exponent ?? 2;
  const amount = money.format(deposit.amount, exponent);
  return (
    <div className={styles.ended} data-testid={`qr-${status}`}>
      <p className={status === 'paid' ? styles.paid : styles.over}>
        {status === 'paid' ? <CheckIcon size={22} /> : <InfoIcon size={22} />}
        {t(`qr.${status}`, { amount })}
      </p>
      <button type="button" className="ui-button" onClick={onNew} data-testid="qr-new">
        {t('qr.newCode')}
      </button>
    </div>
  );
}

/**
 * One deposit's code: the QR to scan, the amount and reference, a live countdown to its expiry, and its state
 * (pending → paid | expired | failed). Play money is marked as such. `first` is the answer that created it: its
 * server time anchors the countdown.
 */
export function QrCodePanel({ first, onNew }: { first: QrDeposit; onNew(): void }) {
  const { t } = useTranslation('deposits');
  const money = useMoney();
  const exponent = money.balance.data?.exponent ?? 2;
  const query = useQuery({ ...qrDepositQueryOptions(first.id), initialData: first });
  const deposit = query.data;
  const left = useExpiryCountdown(first.expiresAt, first.serverTime, deposit.status === 'pending');
  const status = shownStatus(deposit, left);
  const { refetch } = query;
  // At zero the server is asked once more: a payment in the last second still shows as paid.
  useEffect(() => {
    if (status === 'expired' && deposit.status === 'pending') void refetch();
  }, [status, deposit.status, refetch]);

  return (
    <section className={styles.panel} aria-labelledby="qr-title" data-testid="qr-panel" data-status={status}>
      <h4 id="qr-title" className={styles.title}>
        {t(`qr.scanTitle.${deposit.method}`)}
      </h4>
      {deposit.playMoney ? (
        <p className={styles.playMoney} data-testid="qr-play-money">
          {t('qr.playMoney')}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('qr.amount')}</dt>
          <dd className={styles.amount} data-testid="qr-amount">
            {money.format(deposit.amount, exponent)}
          </dd>
        </div>
        <div>
          <dt>{t('qr.reference')}</dt>
          <dd className={styles.reference} data-testid="qr-reference">
            {deposit.reference}
          </dd>
        </div>
      </dl>
      {status === 'pending' ? (
        <>
          <div className={styles.code}>
            <QRCodeSVG
              value={deposit.payload}
              size={224}
              level="M"
              marginSize={2}
              title={t('qr.codeLabel', { amount: money.format(deposit.amount, exponent) })}
              data-testid="qr-code"
            />
          </div>
          <p className={styles.countdown}>
            {t('qr.expiresIn')}{' '}
            <span role="timer" aria-live="off" data-testid="qr-countdown">
              {formatCountdown(left)}
            </span>
          </p>
          <p className={styles.help}>{t(`qr.howTo.${deposit.method}`)}</p>
          {deposit.demoProvider ? <DemoPay deposit={deposit} /> : null}
        </>
      ) : (
        <Ended status={status} deposit={deposit} onNew={onNew} />
      )}
    </section>
  );
}
