import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { StatusResponse } from '@suerte/contracts';
import { SystemPage } from './system-page';

/** Status 1: the site is under maintenance. */
export function MaintenancePage({ status }: { status: StatusResponse }) {
  const { t } = useTranslation('system');
  const until = status.maintenance.until ? dayjs(status.maintenance.until) : null;
  return (
    <SystemPage
      testId="maintenance-page"
      tone="warning"
      title={t('maintenance.title')}
      lead={t('maintenance.lead')}
      serviceLink={status.serviceLink}
    >
      {status.maintenance.message ? (
        <p className="system-page__message">{status.maintenance.message}</p>
      ) : null}
      {until?.isValid() ? (
        <p>
          {t('maintenance.until')}{' '}
          <time dateTime={until.toISOString()} className="system-page__strong">
            {until.format('YYYY-MM-DD HH:mm')}
          </time>
        </p>
      ) : null}
    </SystemPage>
  );
}
