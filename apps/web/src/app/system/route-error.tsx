import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/error-state';

/** Last line of defence for a page that failed to load or render (spec §8: chunk load failure). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const reason = isRouteErrorResponse(error) ? new Error(error.statusText) : error;
  return (
    <main className="route-error" data-testid="route-error">
      <ErrorState error={reason} onRetry={() => window.location.reload()} />
      <a className="ui-button" href="/">
        {t('goHome')}
      </a>
    </main>
  );
}
