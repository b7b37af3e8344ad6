import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AmountTotals } from '@suerte/contracts';
import { STUDIO_VENDOR, studioRecallPath } from '../../../lib/launch/launch-game';
import { RecordList, type RecordColumn } from '../components/record-list';
import { formatDateTime } from '../utils/format';
import type { BettingRecordEntry } from './records-api';
import { signOf } from './use-records-view';

interface Props {
  entries: readonly BettingRecordEntry[];
  /** Sums over every round the filters match (all pages). */
  totals: AmountTotals;
  format: (minor: number, exponent: number) => string;
  exponent: number;
  busy: boolean;
}

/** A profit as shown: signed, '+' when the member won. */
export function profitText(amount: number, text: string): string {
  return `${amount > 0 ? '+' : ''}${text}`;
}

/** The rounds of one page: opening time, vendor, game, round, stake, win, profit and status; then the totals. */
export function BettingRecordTable({ entries, totals, format, exponent, busy }: Props) {
  const { t } = useTranslation('records');
  const amount = (minor: number) => format(minor, exponent);
  const columns: RecordColumn<BettingRecordEntry>[] = [
    {
      id: 'openedAt',
      label: t('betting.openedAt'),
      render: (e) => <time dateTime={e.openedAt}>{formatDateTime(e.openedAt)}</time>,
    },
    { id: 'vendor', label: t('betting.vendor'), render: (e) => e.vendorName },
    { id: 'game', label: t('betting.game'), render: (e) => e.gameName },
    {
      id: 'round',
      label: t('betting.round'),
      // A round of the in-house studio links to its game's recall, step by step with its seeds.
      render: (e) =>
        e.vendorCode === STUDIO_VENDOR && e.gameCode ? (
          <>
            {e.roundId}{' '}
            <Link to={studioRecallPath(e.gameCode, e.roundId)} data-testid="betting-recall">
              {t('betting.recall')}
            </Link>
          </>
        ) : (
          e.roundId
        ),
    },
    { id: 'stake', label: t('betting.stake'), numeric: true, render: (e) => amount(e.stake) },
    { id: 'win', label: t('betting.win'), numeric: true, render: (e) => amount(e.win) },
    {
      id: 'profit',
      label: t('betting.profit'),
      numeric: true,
      sign: (e) => signOf(e.profit),
      render: (e) => profitText(e.profit, amount(e.profit)),
    },
    { id: 'status', label: t('betting.status'), render: (e) => t(`status.${e.status}`) },
  ];
  return (
    <RecordList
      rows={entries}
      columns={columns}
      rowKey={(e) => `${e.vendorCode}/${e.roundId}`}
      rowTestId="betting-row"
      caption={t('betting.caption')}
      busy={busy}
      testId="betting-table"
      titleColumn="game"
      amountColumn="profit"
      totals={{
        label: t('betting.totals'),
        testId: 'betting-totals',
        cells: {
          stake: { text: amount(totals.stake) },
          win: { text: amount(totals.win) },
          profit: { text: profitText(totals.profit, amount(totals.profit)), sign: signOf(totals.profit) },
        },
      }}
    />
  );
}
