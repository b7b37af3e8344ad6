import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { PageShell } from './page-shell';

/** The named route "lott": a regional lottery vendor (query vendor, gameType=elott). */
export default function LottPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const vendor = params.get('vendor');
  return (
    <PageShell
      title={vendor ? t('lott.vendorHeading', { vendor }) : t('meta.lott.heading')}
      lead={t('meta.lott.description')}
      testId="page-lott"
    >
      <EmptyState message={t('lottery.comingSoon')} />
    </PageShell>
  );
}
