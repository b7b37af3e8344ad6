import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/ui/icons';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { NoticeDialog } from './notice-dialog';

/**
 * The info popup 'needs a real account' (spec §2, §5, §8): text in_need_true_account, confirm
 * in_increase_submit, which opens the register modal. AccountOverlays shows it whenever the auth-modal store
 * asks for 'needRealAccount'.
 */
export function NeedRealAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <NoticeDialog
      open={open}
      onClose={onClose}
      title={t('notice.title')}
      testId="need-real-account"
      icon={<InfoIcon size={28} />}
      message={t('in_need_true_account')}
      closeLabel={t('common:cancel')}
      action={{
        label: t('in_increase_submit'),
        onClick: () => useAuthModal.getState().show('register'),
        testId: 'need-real-account-register',
      }}
    />
  );
}
