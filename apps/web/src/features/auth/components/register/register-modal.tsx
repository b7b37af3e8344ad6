import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { Modal } from '../../../../components/ui/modal';
import { Tabs } from '../../../../components/ui/tabs';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { useCaptcha } from '../../hooks/use-captcha';
import { useInviteCodes } from '../../hooks/use-invite-codes';
import type { RegisterTab } from '../../model/register-form';
import { LinkButton } from '../form/form-parts';
import { WithSettings } from '../form/with-settings';
import { RegisterForm } from './register-form';
import styles from '../auth.module.css';

/** The registration dialog: by username, or by mobile when the merchant enables it (then the default tab). */
export default function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open onClose={onClose} title={t('register.title')} width={540} testId="register-modal">
      <WithSettings>{(settings) => <RegisterContent settings={settings} />}</WithSettings>
    </Modal>
  );
}

function RegisterContent({ settings }: { settings: RegisterSettingsResponse }) {
  const { t } = useTranslation('auth');
  const show = useAuthModal((s) => s.show);
  const mobileEnabled = settings.flags.mobileRegistration;
  const [tab, setTab] = useState<RegisterTab>(mobileEnabled ? 'mobile' : 'username');
  const captcha = useCaptcha(settings.flags.captchaOnRegister);
  const invite = useInviteCodes();
  const current: RegisterTab = mobileEnabled ? tab : 'username';

  // Spec §4: switching the register type refreshes the captcha.
  const switchTab = (next: RegisterTab) => {
    if (next === tab) return;
    setTab(next);
    captcha.reload();
  };
  const tabs = [
    { value: 'username' as const, label: t('register.tabUsername') },
    { value: 'mobile' as const, label: t('register.tabMobile') },
  ];

  return (
    <>
      {mobileEnabled ? (
        <div className={styles.tabs}>
          <Tabs
            items={tabs}
            value={current}
            onChange={switchTab}
            label={t('register.tabs')}
            testId="register-tab"
          />
        </div>
      ) : null}
      <RegisterForm key={current} tab={current} settings={settings} captcha={captcha} invite={invite} />
      <div className={styles.footer}>
        <span>{t('register.haveAccount')}</span>
        <LinkButton onClick={() => show('login')} testId="register-login">
          {t('register.login')}
        </LinkButton>
      </div>
    </>
  );
}
