import { useTranslation } from 'react-i18next';
import { MEMBER_CENTRE_BASE } from '../../../lib/centre-paths';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../store/account-ui-store';
import { CentreGate } from './centre-gate';
import { CentreLayout } from './centre-layout';

/** Pages whose title is in the records catalog rather than the account one. */
const RECORDS_PAGES: readonly MemberCentrePage[] = ['bettingRecord', 'profitLoss'];
/** Pages whose title is in the wallet catalog. */
const WALLET_PAGES: readonly MemberCentrePage[] = ['withdraw', 'paymentPassword'];
function titleKey(p: MemberCentrePage): string {
  if (RECORDS_PAGES.includes(p)) return `records:pages.${p}`;
  return WALLET_PAGES.includes(p) ? `wallet:pages.${p}` : `pages.${p}`;
}

/** The member centre at /member (overview) and /member/<page> (spec §2 page names); its pages load lazily. */
export default function MemberCentre() {
  const { t } = useTranslation(['account', 'records', 'wallet']);
  return (
    <CentreGate kind="member">
      <CentreLayout
        base={MEMBER_CENTRE_BASE}
        title={t('centre.member')}
        label={t('centre.memberPages')}
        pages={MEMBER_CENTRE_PAGES}
        pageTitle={(p) => t(titleKey(p))}
        testId="member-centre"
      />
    </CentreGate>
  );
}
