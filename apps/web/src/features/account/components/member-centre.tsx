import { useTranslation } from 'react-i18next';
import { Overlay } from '../../../components/ui/overlay';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMemberInfo } from '../hooks/use-member-info';
import { MEMBER_CENTRE_PAGES, useAccountUi, type MemberCentrePage } from '../store/account-ui-store';
import { CentreLayout } from './centre-layout';
import { MyAccountPage, SecurityCenterPage } from './member-pages';

/** The member centre overlay (spec §2: default page securityCenter), with the pages available now. */
export default function MemberCentre({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation('account');
  const info = useMemberInfo().data;
  const { closeCentre, openMemberCentre } = useAccountUi.getState();
  if (!info) return null;
  return (
    <Overlay open onClose={closeCentre} title={t('centre.member')} testId="member-centre">
      <CentreLayout
        label={t('centre.memberPages')}
        pages={MEMBER_CENTRE_PAGES}
        current={page}
        pageTitle={(p) => t(`pages.${p}`)}
        onSelect={openMemberCentre}
      >
        {page === 'securityCenter' ? <SecurityCenterPage info={info} /> : null}
        {page === 'myAccount' ? <MyAccountPage info={info} /> : null}
        {/* No messages service yet: nothing is asked for, and the page says there is nothing. */}
        {page === 'messages' ? <EmptyState message={t('messages.empty')} /> : null}
      </CentreLayout>
    </Overlay>
  );
}
