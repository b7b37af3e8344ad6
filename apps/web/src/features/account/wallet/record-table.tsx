import { useTranslation } from 'react-i18next';
import type { AccountRecordEntry } from '@suerte/contracts';
import { formatDateTime } from '../utils/format';
import { useMoney } from './use-money';
import { useWalletName, type WalletView } from './wallet-name';
import { RECORD_TYPES } from './wallet-api';
import styles from './record.module.css';

/** Ledger kinds with a finer label than their type. */
const FINER_KINDS = ['deposit_demo'] as const;

interface Props {
  entries: readonly AccountRecordEntry[];
  exponent: number;
  wallets: readonly WalletView[];
  busy: boolean;
}

/** The movements of one page: local time, type, wallet, signed amount, balance after and reference. */
export function RecordTable({ entries, exponent, wallets, busy }: Props) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const nameOf = useWalletName(wallets);
  const typeLabel = (entry: AccountRecordEntry) => {
    if ((FINER_KINDS as readonly string[]).includes(entry.kind)) return t(`kinds.${entry.kind}`);
    return (RECORD_TYPES as readonly string[]).includes(entry.type) ? t(`types.${entry.type}`) : entry.type;
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy || undefined} data-testid="record-table">
        <caption className="visually-hidden">{t('record.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('record.time')}</th>
            <th scope="col">{t('record.type')}</th>
            <th scope="col">{t('record.wallet')}</th>
            <th scope="col" className={styles.number}>
              {t('record.amount')}
            </th>
            <th scope="col" className={styles.number}>
              {t('record.balanceAfter')}
            </th>
            <th scope="col">{t('record.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="record-row">
              <td>
                <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
              </td>
              <td>{typeLabel(entry)}</td>
              <td>{nameOf(entry.wallet)}</td>
              <td
                className={`${styles.number} ${entry.amount < 0 ? styles.negative : styles.positive}`}
                data-sign={entry.amount < 0 ? 'negative' : 'positive'}
              >
                {entry.amount > 0 ? '+' : ''}
                {money.format(entry.amount, exponent)}
              </td>
              <td className={styles.number}>{money.format(entry.balanceAfter, exponent)}</td>
              <td className={styles.reference}>{entry.reference ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
