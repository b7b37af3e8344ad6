import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useAccountUi } from '../store/account-ui-store';
import { NoticeDialog } from './notice-dialog';

/** The session ended because the account logged in elsewhere (spec §8: in_logged_login). */
export default function LoggedInElsewhereDialog() {
  const { t } = useTranslation(['account', 'common']);
  const close = () => useAccountUi.getState().clearNotice();
  return (
    <NoticeDialog
      open
      onClose={close}
      title={t('session.elsewhereTitle')}
      testId="logged-in-elsewhere"
      icon={<AlertIcon size={28} />}
      message={t('in_logged_login')}
      hint={t('session.elsewhereHint')}
      closeLabel={t('common:close')}
      action={{
        label: t('session.login'),
        onClick: () => {
          close();
          useAuthModal.getState().show('login');
        },
        testId: 'logged-in-elsewhere-login',
      }}
    />
  );
}
