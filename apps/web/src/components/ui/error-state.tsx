import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';
import { errorMessageKey } from '../../lib/error-message';

/** Says that something failed, in the visitor's language, with a retry button when retrying makes sense. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const { key, detail } = errorMessageKey(error);
  return (
    <div className="ui-state ui-state--error" role="alert" data-testid="error-state">
      <AlertIcon size={36} />
      <p>{t(key)}</p>
      {detail ? <p className="ui-state__detail">{detail}</p> : null}
      {onRetry ? (
        <button type="button" className="ui-button ui-button--primary" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
