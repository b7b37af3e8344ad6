import { useTranslation } from 'react-i18next';
import type { AccountRecordEntry } from '@suerte/contracts';
import { RecordList, type RecordColumn } from '../components/record-list';
import { formatDateTime } from '../utils/format';
import { useMoney } from './use-money';
import { useWalletName, type WalletView } from './wallet-name';
import { RECORD_TYPES } from './wallet-api';
import { recordDetailText } from './record-detail';

/** Ledger kinds with a finer label than their type. */
const FINER_KINDS = ['deposit_demo'] as const;

interface Props {
  entries: readonly AccountRecordEntry[];
  exponent: number;
  wallets: readonly WalletView[];
  busy: boolean;
}

/** The movements of one page: local time, type, wallet, signed amount, balance after and what it was. */
export function RecordTable({ entries, exponent, wallets, busy }: Props) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const nameOf = useWalletName(wallets);
  const typeLabel = (entry: AccountRecordEntry) => {
    if ((FINER_KINDS as readonly string[]).includes(entry.kind)) return t(`kinds.${entry.kind}`);
    return (RECORD_TYPES as readonly string[]).includes(entry.type) ? t(`types.${entry.type}`) : entry.type;
  };
  const columns: RecordColumn<AccountRecordEntry>[] = [
    {
      id: 'time',
      label: t('record.time'),
      render: (e) => <time dateTime={e.time}>{formatDateTime(e.time)}</time>,
    },
    { id: 'type', label: t('record.type'), render: typeLabel },
    { id: 'wallet', label: t('record.wallet'), render: (e) => nameOf(e.wallet) },
    {
      id: 'amount',
      label: t('record.amount'),
      numeric: true,
      sign: (e) => (e.amount < 0 ? 'negative' : 'positive'),
      render: (e) => `${e.amount > 0 ? '+' : ''}${money.format(e.amount, exponent)}`,
    },
    {
      id: 'balanceAfter',
      label: t('record.balanceAfter'),
      numeric: true,
      render: (e) => money.format(e.balanceAfter, exponent),
    },
    {
      id: 'detail',
      label: t('record.detail'),
      // Nothing more to say than the type (an adjustment, say): the type names it, on a card too.
      render: (e) => {
        const text = recordDetailText(t, e.detail, nameOf);
        return text === '—' ? typeLabel(e) : text;
      },
    },
  ];
  return (
    <RecordList
      rows={entries}
      columns={columns}
      rowKey={(e) => e.id}
      rowTestId="record-row"
      caption={t('record.caption')}
      busy={busy}
      testId="record-table"
      titleColumn="detail"
      amountColumn="amount"
    />
  );
}
