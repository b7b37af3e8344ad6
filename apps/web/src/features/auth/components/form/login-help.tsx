import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportContacts } from '../../../../components/ui/support-contacts';
import { useWhitelabel } from '../../../../lib/queries/whitelabel';
import styles from '../auth.module.css';

/** Login problems (login and forgot-password dialogs): the merchant's support contacts, when it has any. */
export function LoginHelp() {
  const { t } = useTranslation('common');
  const headingId = useId();
  const contacts = useWhitelabel().data?.customerService ?? [];
  if (contacts.length === 0) return null;
  return (
    <section className={styles.loginHelp} aria-labelledby={headingId} data-testid="login-help">
      <h3 id={headingId} className={styles.loginHelpTitle}>
        {t('support.loginHelp')}
      </h3>
      <SupportContacts variant="chips" testId="login-help-contacts" />
    </section>
  );
}
