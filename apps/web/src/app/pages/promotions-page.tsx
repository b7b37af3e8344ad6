import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { PageShell } from './page-shell';

/** /promotions: no promotion is published yet, and the page says so. */
export default function PromotionsPage() {
  const { t } = useTranslation('pages');
  return (
    <PageShell
      title={t('meta.promotions.heading')}
      lead={t('meta.promotions.description')}
      testId="page-promotions"
    >
      <EmptyState message={t('promotions.empty')} />
    </PageShell>
  );
}
