import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../utils/format';
import tableStyles from '../wallet/record.module.css';
import type { AmountTotals } from '@suerte/contracts';
import type { BettingRecordEntry } from './records-api';
import { signOf } from './use-records-view';
import styles from './records.module.css';

interface Props {
  entries: readonly BettingRecordEntry[];
  /** Sums over every round the filters match (all pages). */
  totals: AmountTotals;
  format: (minor: number, exponent: number) => string;
  exponent: number;
  busy: boolean;
}

/** A profit cell: signed, green when the member won, red when they lost. */
export function ProfitCell({ amount, text, testId }: { amount: number; text: string; testId?: string }) {
  const sign = signOf(amount);
  const colour = sign === 'zero' ? '' : tableStyles[sign];
  return (
    <td className={`${tableStyles.number} ${colour ?? ''}`} data-sign={sign} data-testid={testId}>
      {amount > 0 ? '+' : ''}
      {text}
    </td>
  );
}

/** The rounds of one page: opening time, vendor, game, round, stake, win, profit and status; then the totals. */
export function BettingRecordTable({ entries, totals, format, exponent, busy }: Props) {
  const { t } = useTranslation('records');
  const amount = (minor: number) => format(minor, exponent);
  return (
    <div className={tableStyles.tableWrap}>
      <table className={tableStyles.table} aria-busy={busy || undefined} data-testid="betting-table">
        <caption className="visually-hidden">{t('betting.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('betting.openedAt')}</th>
            <th scope="col">{t('betting.vendor')}</th>
            <th scope="col">{t('betting.game')}</th>
            <th scope="col">{t('betting.round')}</th>
            <th scope="col" className={tableStyles.number}>
              {t('betting.stake')}
            </th>
            <th scope="col" className={tableStyles.number}>
              {t('betting.win')}
            </th>
            <th scope="col" className={tableStyles.number}>
              {t('betting.profit')}
            </th>
            <th scope="col">{t('betting.status')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={`${e.vendorCode}/${e.roundId}`} data-testid="betting-row">
              <td>
                <time dateTime={e.openedAt}>{formatDateTime(e.openedAt)}</time>
              </td>
              <td>{e.vendorName}</td>
              <td>{e.gameName}</td>
              <td className={tableStyles.reference}>{e.roundId}</td>
              <td className={tableStyles.number}>{amount(e.stake)}</td>
              <td className={tableStyles.number}>{amount(e.win)}</td>
              <ProfitCell amount={e.profit} text={amount(e.profit)} />
              <td>{t(`status.${e.status}`)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalsRow} data-testid="betting-totals">
            <th scope="row" colSpan={4}>
              {t('betting.totals')}
            </th>
            <td className={tableStyles.number}>{amount(totals.stake)}</td>
            <td className={tableStyles.number}>{amount(totals.win)}</td>
            <ProfitCell amount={totals.profit} text={amount(totals.profit)} />
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
