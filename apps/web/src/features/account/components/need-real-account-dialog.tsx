import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/modal';
import { InfoIcon } from '../../../components/ui/icons';
import { useAuthModal } from '../../../lib/auth-modal-store';

/**
 * The info popup 'needs a real account' (spec §2, §5, §8): text in_need_true_account, confirm
 * in_increase_submit, which opens the register modal. AccountOverlays shows it whenever the auth-modal store
 * asks for 'needRealAccount'.
 */
export function NeedRealAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('notice.title')}
      testId="need-real-account"
      actions={
        <>
          <button type="button" className="ui-button" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => useAuthModal.getState().show('register')}
            data-testid="need-real-account-register"
          >
            {t('in_increase_submit')}
          </button>
        </>
      }
    >
      <div className="notice-block">
        <InfoIcon size={28} />
        <p className="notice-block__title">{t('in_need_true_account')}</p>
      </div>
    </Dialog>
  );
}
