import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HelpCenterView } from './help-center-view';
import styles from './help.module.css';

/** /helpmc: the help centre as a standalone member-centre page; the URL hash selects the topic. */
export default function HelpMcPage() {
  const { t } = useTranslation('help');
  const { hash } = useLocation();
  return (
    <main className={styles.page} data-testid="help-mc-page">
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      <HelpCenterView topic={hash || null} />
    </main>
  );
}
