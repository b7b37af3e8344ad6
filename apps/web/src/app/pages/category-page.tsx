import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryLobby } from '../../features/games';
import { useRouteHandle } from '../route-handle';
import { PageShell, PageSection } from './page-shell';
import { VendorFilter } from './vendor-filter';

/**
 * Live casino, sports, fishing, cockfight, YB, bingo and PVP (with its rooms) pages: the category's vendors
 * and its games from the catalogue.
 */
export default function CategoryPage() {
  const { t } = useTranslation('pages');
  const { page, category = 'LIVE' } = useRouteHandle();
  const [vendor, setVendor] = useState<string | null>(null);
  return (
    <PageShell title={t(`meta.${page}.heading`)} lead={t(`meta.${page}.description`)} testId={`page-${page}`}>
      <PageSection title={t('vendors.title')} id="vendors-title">
        <VendorFilter category={category} value={vendor} onChange={setVendor} />
      </PageSection>
      <PageSection title={t('games.title')} id="games-title">
        <CategoryLobby category={category} vendor={vendor} />
      </PageSection>
    </PageShell>
  );
}
