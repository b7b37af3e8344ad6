import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, HeadsetIcon } from '../../components/ui/icons';
import { setDocumentMeta } from '../document-meta';

interface SystemPageProps {
  testId: string;
  tone: 'warning' | 'danger';
  title: string;
  /** First paragraph; also the page's meta description. */
  lead: string;
  serviceLink: string | null;
  children?: ReactNode;
}

/** Full-page notice shown instead of the app (maintenance, blocked region). */
export function SystemPage({ testId, tone, title, lead, serviceLink, children }: SystemPageProps) {
  const { t } = useTranslation('system');
  useEffect(() => setDocumentMeta(title, lead), [title, lead]);
  return (
    <main className={`system-page system-page--${tone}`} data-testid={testId}>
      <div className="system-page__card">
        <span className="system-page__icon">
          <AlertIcon size={40} />
        </span>
        <h1 className="system-page__title">{title}</h1>
        <p className="system-page__lead">{lead}</p>
        {children}
        {serviceLink ? (
          // A plain link: the app's router is not running behind this page.
          <a className="ui-button ui-button--primary" href={serviceLink} data-testid="service-link">
            <HeadsetIcon size={18} />
            {t('contactService')}
          </a>
        ) : null}
      </div>
    </main>
  );
}
