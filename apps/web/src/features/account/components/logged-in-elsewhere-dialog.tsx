import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/modal';
import { AlertIcon } from '../../../components/ui/icons';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useAccountUi } from '../store/account-ui-store';

/** The session ended because the account logged in elsewhere (spec §8: in_logged_login). */
export default function LoggedInElsewhereDialog() {
  const { t } = useTranslation(['account', 'common']);
  const close = () => useAccountUi.getState().clearNotice();
  return (
    <Dialog
      open
      onClose={close}
      title={t('session.elsewhereTitle')}
      testId="logged-in-elsewhere"
      actions={
        <>
          <button type="button" className="ui-button" onClick={close}>
            {t('common:close')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => {
              close();
              useAuthModal.getState().show('login');
            }}
            data-testid="logged-in-elsewhere-login"
          >
            {t('session.login')}
          </button>
        </>
      }
    >
      <div className="notice-block">
        <AlertIcon size={28} />
        <div>
          <p className="notice-block__title">{t('in_logged_login')}</p>
          <p>{t('session.elsewhereHint')}</p>
        </div>
      </div>
    </Dialog>
  );
}
