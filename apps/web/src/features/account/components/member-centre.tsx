import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { Overlay } from '../../../components/ui/overlay';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { useMemberInfo } from '../hooks/use-member-info';
import { MEMBER_CENTRE_PAGES, useAccountUi, type MemberCentrePage } from '../store/account-ui-store';
import { CentreLayout } from './centre-layout';
import { MyAccountPage, SecurityCenterPage } from './member-pages';

// The wallet pages and their catalog (namespace wallet) load together when one of them opens.
function walletPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([load(), i18next.loadNamespaces('wallet')]).then(([page]) => page));
}
const WalletPage = walletPage(() => import('../wallet/wallet-page'));
const DepositPage = walletPage(() => import('../wallet/deposit-page'));
const AccountRecordPage = walletPage(() => import('../wallet/account-record-page'));
const WithdrawPage = walletPage(() => import('../payments/withdraw-page'));
const PaymentPasswordPage = walletPage(() => import('../payments/payment-password-page'));
// The betting record and profit and loss also read the records catalog (page titles are there too).
function recordsPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    Promise.all([load(), i18next.loadNamespaces(['wallet', 'records'])]).then(([page]) => page),
  );
}
const BettingRecordPage = recordsPage(() => import('../records/betting-record-page'));
const ProfitLossPage = recordsPage(() => import('../records/profit-loss-page'));
/** Pages whose title is in the records catalog rather than the account one. */
const RECORDS_PAGES: readonly MemberCentrePage[] = ['bettingRecord', 'profitLoss'];
/** Pages whose title is in the wallet catalog. */
const WALLET_PAGES: readonly MemberCentrePage[] = ['withdraw', 'paymentPassword'];
function titleKey(p: MemberCentrePage): string {
  if (RECORDS_PAGES.includes(p)) return `records:pages.${p}`;
  return WALLET_PAGES.includes(p) ? `wallet:pages.${p}` : `pages.${p}`;
}

/** The member centre overlay (spec §2: default page securityCenter), with the pages available now. */
export default function MemberCentre({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation(['account', 'records', 'wallet']);
  const info = useMemberInfo().data;
  const { closeCentre, openMemberCentre } = useAccountUi.getState();
  if (!info) return null;
  return (
    <Overlay open onClose={closeCentre} title={t('centre.member')} testId="member-centre">
      <CentreLayout
        label={t('centre.memberPages')}
        pages={MEMBER_CENTRE_PAGES}
        current={page}
        pageTitle={(p) => t(titleKey(p))}
        onSelect={openMemberCentre}
      >
        {page === 'securityCenter' ? <SecurityCenterPage info={info} /> : null}
        {page === 'myAccount' ? <MyAccountPage info={info} /> : null}
        <Suspense fallback={<Loading />}>
          {page === 'wallet' ? <WalletPage /> : null}
          {page === 'deposit' ? <DepositPage /> : null}
          {page === 'withdraw' ? <WithdrawPage /> : null}
          {page === 'paymentPassword' ? <PaymentPasswordPage /> : null}
          {page === 'accountRecord' ? <AccountRecordPage /> : null}
          {page === 'bettingRecord' ? <BettingRecordPage /> : null}
          {page === 'profitLoss' ? <ProfitLossPage /> : null}
        </Suspense>
        {/* No messages service yet: nothing is asked for, and the page says there is nothing. */}
        {page === 'messages' ? <EmptyState message={t('messages.empty')} /> : null}
      </CentreLayout>
    </Overlay>
  );
}
