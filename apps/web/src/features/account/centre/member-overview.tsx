import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberPath } from '../../../lib/centre-paths';
import { useMemberInfo } from '../hooks/use-member-info';
import { useMoney } from '../wallet/use-money';
import styles from './member-overview.module.css';

/** The ways into the money pages, first on a phone's overview. */
const QUICK_PAGES = [
  ['deposit', 'account:pages.deposit'],
  ['withdraw', 'wallet:pages.withdraw'],
  ['wallet', 'account:overview.transfer'],
] as const;

/** The member centre's own page (/member): who is signed in, the main wallet balance and the money pages. */
export default function MemberOverview() {
  const { t } = useTranslation(['account', 'wallet']);
  const info = useMemberInfo().data;
  const money = useMoney();
  const balance = money.balance.data;
  let amount = t('bar.balanceUnavailable');
  if (money.balance.isPending) amount = t('bar.balanceRefreshing');
  else if (balance) amount = money.format(balance.balance, balance.exponent);
  if (!info) return null;
  return (
    <div className={styles.overview} data-testid="member-overview">
      <div className={styles.summary}>
        <p className={styles.name}>{info.nickname || info.account}</p>
        {info.nickname && info.nickname !== info.account ? (
          <p className={styles.account}>{info.account}</p>
        ) : null}
        <p className={styles.balanceLabel}>{t('overview.balance')}</p>
        <p className={styles.balance} data-testid="overview-balance">
          {amount}
        </p>
      </div>
      <ul className={styles.actions} aria-label={t('overview.actions')}>
        {QUICK_PAGES.map(([page, label]) => (
          <li key={page}>
            <Link to={memberPath(page)} className="ui-button" data-testid={`overview-${page}`}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
