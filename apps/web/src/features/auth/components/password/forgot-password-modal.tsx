import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { Modal } from '../../../../components/ui/modal';
import { Tabs } from '../../../../components/ui/tabs';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { LinkButton } from '../form/form-parts';
import { LoginHelp } from '../form/login-help';
import { WithSettings } from '../form/with-settings';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotPhoneForm } from './forgot-phone-form';
import styles from '../auth.module.css';

type ForgotTab = 'email' | 'phone';

/** Password recovery by email link, or by phone and SMS code when the merchant allows it (spec §6). */
export default function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open onClose={onClose} title={t('forgot.title')} width={460} testId="forgot-password-modal">
      <WithSettings>{(settings) => <ForgotContent settings={settings} />}</WithSettings>
    </Modal>
  );
}

function ForgotContent({ settings }: { settings: RegisterSettingsResponse }) {
  const { t } = useTranslation('auth');
  const show = useAuthModal((s) => s.show);
  const [tab, setTab] = useState<ForgotTab>('email');
  const byPhone = settings.flags.phoneRecovery;
  const tabs = [
    { value: 'email' as const, label: t('forgot.tabEmail') },
    { value: 'phone' as const, label: t('forgot.tabPhone') },
  ];
  return (
    <>
      {byPhone ? (
        <div className={styles.tabs}>
          <Tabs items={tabs} value={tab} onChange={setTab} label={t('forgot.tabs')} testId="forgot-tab" />
        </div>
      ) : null}
      {byPhone && tab === 'phone' ? <ForgotPhoneForm settings={settings} /> : <ForgotEmailForm />}
      <div className={styles.footer}>
        <LinkButton onClick={() => show('login')} testId="forgot-login">
          {t('forgot.backToLogin')}
        </LinkButton>
      </div>
      <LoginHelp />
    </>
  );
}
