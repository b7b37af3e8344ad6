import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/modal';
import { useToast } from '../../../../components/ui/toast';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { WithSettings } from '../form/with-settings';
import { ChangePasswordForm } from './change-password-form';

/**
 * Change password. After a login with the weak password or an expired one (spec §4) the change is forced:
 * the dialog stays until the password is changed or the member logs out.
 */
export default function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const reason = useAuthModal((s) => s.reason);
  const forced = reason !== null;
  const close = forced ? () => toast.show(t('change.mustChange'), 'warning') : onClose;
  return (
    <Modal open onClose={close} title={t('change.title')} width={460} testId="change-password-modal">
      <WithSettings>{(settings) => <ChangePasswordForm settings={settings} reason={reason} />}</WithSettings>
    </Modal>
  );
}
