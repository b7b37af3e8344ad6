import { useTranslation } from 'react-i18next';
import { InboxIcon } from './icons';

/** Shown where a list has nothing to show; "no data" unless told otherwise. */
export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-state ui-state--empty" role="status" data-testid="empty-state">
      <InboxIcon size={36} />
      <p>{message ?? t('noData')}</p>
    </div>
  );
}
