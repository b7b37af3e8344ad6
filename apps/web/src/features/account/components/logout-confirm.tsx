import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { logout } from '../api/member';
import { endMemberSession } from '../hooks/session-end';
import { useAccountUi } from '../store/account-ui-store';

/** The server could not be asked: the token may still be valid there until it expires. */
function unreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'NETWORK_ERROR' || error.status >= 500;
}

/**
 * Logout (spec §4, §8): confirm ('sure to log out'), call logout, clear the session but keep the merchant,
 * go to /. The session ends on this device even when the server cannot be reached (the member asked to leave).
 */
export default function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    setWorking(true);
    useAccountUi.getState().setLoggingOut(true);
    let offline = false;
    try {
      await logout();
    } catch (error) {
      offline = unreachable(error);
    } finally {
      useAccountUi.getState().setLoggingOut(false);
    }
    endMemberSession(client);
    if (offline) toast.show(t('logout.offline'), 'warning');
    void navigate('/');
    onClose();
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!working) onClose();
      }}
      title={t('logout.title')}
      testId="logout-confirm"
      actions={
        <>
          <button type="button" className="ui-button" onClick={onClose} disabled={working}>
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => void confirm()}
            disabled={working}
            data-testid="logout-confirm-submit"
          >
            {working ? t('logout.working') : t('logout.confirm')}
          </button>
        </>
      }
    >
      <p>{t('logout.text')}</p>
    </Dialog>
  );
}
