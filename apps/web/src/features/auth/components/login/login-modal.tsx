import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { Modal } from '../../../../components/ui/modal';
import { Tabs } from '../../../../components/ui/tabs';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { LinkButton } from '../form/form-parts';
import { LoginHelp } from '../form/login-help';
import { WithSettings } from '../form/with-settings';
import { LoginPasswordForm } from './login-password-form';
import { LoginSmsForm } from './login-sms-form';
import { FreePlayButton } from './free-play-button';
import styles from '../auth.module.css';

type LoginTab = 'username' | 'sms';

/** The login dialog: username and password, or mobile and SMS code when the merchant allows it. */
export default function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open onClose={onClose} title={t('login.title')} width={460} testId="login-modal">
      <WithSettings>{(settings) => <LoginContent settings={settings} />}</WithSettings>
    </Modal>
  );
}

function LoginContent({ settings }: { settings: RegisterSettingsResponse }) {
  const { t } = useTranslation('auth');
  const show = useAuthModal((s) => s.show);
  const [tab, setTab] = useState<LoginTab>('username');
  const smsLogin = settings.flags.verificationCodeLogin;
  const tabs = [
    { value: 'username' as const, label: t('login.tabUsername') },
    { value: 'sms' as const, label: t('login.tabSms') },
  ];
  return (
    <>
      {smsLogin ? (
        <div className={styles.tabs}>
          <Tabs items={tabs} value={tab} onChange={setTab} label={t('login.tabs')} testId="login-tab" />
        </div>
      ) : null}
      {smsLogin && tab === 'sms' ? <LoginSmsForm settings={settings} /> : <LoginPasswordForm />}
      <div className={styles.footer}>
        <LinkButton onClick={() => show('forgotPassword')} testId="login-forgot">
          {t('login.forgot')}
        </LinkButton>
        <span aria-hidden="true">·</span>
        <span>{t('login.noAccount')}</span>
        <LinkButton onClick={() => show('register')} testId="login-register">
          {t('login.register')}
        </LinkButton>
        {settings.flags.freePlay ? (
          <>
            <span aria-hidden="true">·</span>
            <FreePlayButton />
          </>
        ) : null}
      </div>
      <LoginHelp />
    </>
  );
}
