import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorGroup } from '@suerte/contracts';
import { GameGrid } from '../../features/lottery/components/game-grid';
import { useGameVendors } from '../../lib/queries/game-vendors';
import { PageShell } from './page-shell';

/**
 * The catalogue's name of the vendor with this code, or null when the catalogue has no such vendor. The query
 * text itself is never shown: anyone can put any words in a link on the brand's domain.
 */
export function catalogueVendorName(
  groups: readonly VendorGroup[] | undefined,
  code: string | null,
): string | null {
  if (!code || !groups) return null;
  for (const group of groups) {
    for (const lane of group.vendors) {
      const card = lane.cards.find((c) => c.vassalage === code);
      if (card) return card.vendorName;
    }
  }
  return null;
}

/** The named route "lott": a regional lottery vendor (query vendor, gameType=elott). */
export default function LottPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const vendor = catalogueVendorName(useGameVendors().data, params.get('vendor'));
  return (
    <PageShell
      title={vendor ? t('lott.vendorHeading', { vendor }) : t('meta.lott.heading')}
      lead={t('meta.lott.description')}
      testId="page-lott"
    >
      <GameGrid gameType="LOTT" />
    </PageShell>
  );
}
