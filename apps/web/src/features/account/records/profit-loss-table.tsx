import { useTranslation } from 'react-i18next';
import { RecordList, type RecordColumn } from '../components/record-list';
import { formatDay } from '../utils/date-format';
import { profitText } from './betting-record-table';
import type { ProfitLoss, ProfitLossGroup } from './records-api';
import { signOf } from './use-records-view';

interface Props {
  answer: ProfitLoss;
  groupBy: ProfitLossGroup;
  format: (minor: number, exponent: number) => string;
  exponent: number;
  busy: boolean;
}

type Row = ProfitLoss['rows'][number];

/** Rows by day (the member's calendar day) or by game category, then the totals; profit coloured by sign. */
export function ProfitLossTable({ answer, groupBy, format, exponent, busy }: Props) {
  const { t } = useTranslation(['records', 'layout']);
  const amount = (minor: number) => format(minor, exponent);
  const label = (key: string) => {
    if (groupBy === 'day') return formatDay(key) || key;
    if (key === 'OTHER') return t('records:categories.OTHER');
    return t(`layout:categories.${key}`, { defaultValue: key });
  };
  const columns: RecordColumn<Row>[] = [
    {
      id: 'key',
      label: t(groupBy === 'day' ? 'records:profitLoss.day' : 'records:profitLoss.category'),
      rowHeader: true,
      render: (row) => label(row.key),
    },
    { id: 'rounds', label: t('records:profitLoss.rounds'), numeric: true, render: (row) => row.rounds },
    { id: 'stake', label: t('records:betting.stake'), numeric: true, render: (row) => amount(row.stake) },
    { id: 'win', label: t('records:betting.win'), numeric: true, render: (row) => amount(row.win) },
    {
      id: 'profit',
      label: t('records:betting.profit'),
      numeric: true,
      sign: (row) => signOf(row.profit),
      render: (row) => profitText(row.profit, amount(row.profit)),
    },
  ];
  const { totals } = answer;
  return (
    <RecordList
      rows={answer.rows}
      columns={columns}
      rowKey={(row) => row.key}
      rowTestId="profit-loss-row"
      caption={t('records:profitLoss.caption')}
      busy={busy}
      testId="profit-loss-table"
      titleColumn="key"
      amountColumn="profit"
      totals={{
        label: t('records:betting.totals'),
        testId: 'profit-loss-totals',
        cells: {
          rounds: { text: totals.rounds },
          stake: { text: amount(totals.stake) },
          win: { text: amount(totals.win) },
          profit: { text: profitText(totals.profit, amount(totals.profit)), sign: signOf(totals.profit) },
        },
      }}
    />
  );
}
