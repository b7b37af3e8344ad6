import { useTranslation } from 'react-i18next';

/** A spinner with a text label that screen readers announce. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-state ui-state--loading" role="status" aria-live="polite" data-testid="loading">
      <span className="ui-spinner" aria-hidden="true" />
      <p>{label ?? t('loading')}</p>
    </div>
  );
}
