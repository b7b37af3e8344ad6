import { useTranslation } from 'react-i18next';
import type { StatusResponse } from '@suerte/contracts';
import { SystemPage } from './system-page';

/** Status 2: the visitor's location is not served. Shows the country and IP, so support can help. */
export function AccessDeniedPage({ status }: { status: StatusResponse }) {
  const { t } = useTranslation('system');
  return (
    <SystemPage
      testId="access-denied-page"
      tone="danger"
      title={t('accessDenied.title')}
      lead={t('accessDenied.lead')}
      serviceLink={status.serviceLink}
    >
      <dl className="system-page__facts">
        <div>
          <dt>{t('accessDenied.country')}</dt>
          <dd data-testid="access-denied-country">
            {status.countryCode ?? t('accessDenied.unknownCountry')}
          </dd>
        </div>
        <div>
          <dt>{t('accessDenied.ip')}</dt>
          <dd data-testid="access-denied-ip">{status.ip}</dd>
        </div>
      </dl>
    </SystemPage>
  );
}
