import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { InfoIcon, RefreshIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { useMoney } from './use-money';
import { RecallAll } from './recall-all';
import { TransferForm } from './transfer-form';
import { MAIN_WALLET } from '@suerte/contracts/core';
import { merchantWalletsQueryOptions } from './wallet-api';
import { useWalletName, type WalletView } from './wallet-name';
import styles from './wallet.module.css';

interface BalancesProps {
  main: WalletView | undefined;
  vendors: readonly WalletView[];
  exponent: number;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The main wallet first and large, then each vendor wallet with its balance. */
function WalletBalances({ main, vendors, exponent, refreshing, onRefresh }: BalancesProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const nameOf = useWalletName(vendors);
  return (
    <div className={styles.balances} aria-busy={refreshing || undefined}>
      <div className={styles.mainWallet}>
        <span className={styles.walletName}>{t('mainWallet')}</span>
        <strong className={styles.mainAmount} data-testid="wallet-main-balance">
          {main ? money.format(main.balance, exponent) : '—'}
        </strong>
        <button
          type="button"
          className="ui-button"
          onClick={onRefresh}
          aria-disabled={refreshing || undefined}
          data-testid="wallet-refresh"
        >
          <RefreshIcon size={14} /> {refreshing ? t('overview.refreshing') : t('overview.refresh')}
        </button>
      </div>
      {vendors.length > 0 ? (
        <ul className={styles.walletList} aria-label={t('overview.vendorWallets')}>
          {vendors.map((w) => (
            <li key={w.vendorCode} className={styles.walletItem} data-testid={`wallet-${w.vendorCode}`}>
              <span className={styles.walletName}>{nameOf(w.vendorCode)}</span>
              <span className={styles.walletAmount}>{money.format(w.balance, exponent)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The wallet overview (spec §1, §3): every balance; in transfer mode the transfer form and "recall all"; in
 * single-wallet mode an explanation that games play from the main wallet.
 */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const wallets = useQuery(merchantWalletsQueryOptions());
  if (wallets.isPending || (!money.ready && !wallets.isError))
    return <Loading label={t('overview.loading')} />;
  if (wallets.isError) return <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} />;

  const { isSingle, exponent } = wallets.data;
  const main = wallets.data.wallets.find((w) => w.vendorCode === MAIN_WALLET);
  const vendors = wallets.data.wallets.filter((w) => w.vendorCode !== MAIN_WALLET);
  const refresh = () => {
    if (!wallets.isFetching) void wallets.refetch();
  };
  return (
    <div className={styles.page} data-testid="wallet-overview">
      <WalletBalances
        main={main}
        vendors={vendors}
        exponent={exponent}
        refreshing={wallets.isFetching}
        onRefresh={refresh}
      />
      {isSingle ? (
        <p className={styles.notice} data-testid="wallet-single">
          <InfoIcon size={20} />
          <span>{t('overview.single')}</span>
        </p>
      ) : vendors.length === 0 ? (
        <EmptyState message={t('overview.noVendors')} />
      ) : (
        <>
          <RecallAll exponent={exponent} available={vendors.some((w) => w.balance > 0)} wallets={vendors} />
          <TransferForm wallets={wallets.data.wallets} exponent={exponent} />
        </>
      )}
    </div>
  );
}
