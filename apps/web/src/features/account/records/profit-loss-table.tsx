import { useTranslation } from 'react-i18next';
import tableStyles from '../wallet/record.module.css';
import { ProfitCell } from './betting-record-table';
import type { ProfitLoss, ProfitLossGroup } from './records-api';
import styles from './records.module.css';

interface Props {
  answer: ProfitLoss;
  groupBy: ProfitLossGroup;
  format: (minor: number, exponent: number) => string;
  exponent: number;
  busy: boolean;
}

/** Rows by day (the member's calendar day) or by game category, then the totals; profit coloured by sign. */
export function ProfitLossTable({ answer, groupBy, format, exponent, busy }: Props) {
  const { t } = useTranslation(['records', 'layout']);
  const amount = (minor: number) => format(minor, exponent);
  const label = (key: string) => {
    if (groupBy === 'day') return key;
    if (key === 'OTHER') return t('records:categories.OTHER');
    return t(`layout:categories.${key}`, { defaultValue: key });
  };
  return (
    <div className={tableStyles.tableWrap}>
      <table className={tableStyles.table} aria-busy={busy || undefined} data-testid="profit-loss-table">
        <caption className="visually-hidden">{t('records:profitLoss.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              {t(groupBy === 'day' ? 'records:profitLoss.day' : 'records:profitLoss.category')}
            </th>
            <th scope="col" className={tableStyles.number}>
              {t('records:profitLoss.rounds')}
            </th>
            <th scope="col" className={tableStyles.number}>
              {t('records:betting.stake')}
            </th>
            <th scope="col" className={tableStyles.number}>
              {t('records:betting.win')}
            </th>
            <th scope="col" className={tableStyles.number}>
              {t('records:betting.profit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((row) => (
            <tr key={row.key} data-testid="profit-loss-row">
              <th scope="row">{label(row.key)}</th>
              <td className={tableStyles.number}>{row.rounds}</td>
              <td className={tableStyles.number}>{amount(row.stake)}</td>
              <td className={tableStyles.number}>{amount(row.win)}</td>
              <ProfitCell amount={row.profit} text={amount(row.profit)} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalsRow} data-testid="profit-loss-totals">
            <th scope="row">{t('records:betting.totals')}</th>
            <td className={tableStyles.number}>{answer.totals.rounds}</td>
            <td className={tableStyles.number}>{amount(answer.totals.stake)}</td>
            <td className={tableStyles.number}>{amount(answer.totals.win)}</td>
            <ProfitCell amount={answer.totals.profit} text={amount(answer.totals.profit)} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
