import { useTranslation } from 'react-i18next';
import type { GameCategory, VendorCard } from '@suerte/contracts';
import { useGameVendors } from '../../lib/queries/game-vendors';
import { Loading } from '../../components/ui/loading';
import { ErrorState } from '../../components/ui/error-state';
import { EmptyState } from '../../components/ui/empty-state';
import { VendorPicture } from '../../components/ui/vendor-picture';

/** The vendor cards of one category, flattened over its lanes. */
export function vendorsOf(
  groups: ReadonlyArray<{ gameCategory: GameCategory; vendors: Array<{ cards: VendorCard[] }> }>,
  category: GameCategory,
): VendorCard[] {
  const group = groups.find((g) => g.gameCategory === category);
  return group ? group.vendors.flatMap((lane) => lane.cards) : [];
}

interface VendorFilterProps {
  category: GameCategory;
  value: string | null;
  onChange: (vassalage: string | null) => void;
}

/** Vendor chooser of a category page: real vendors from the server, "all" first. */
export function VendorFilter({ category, value, onChange }: VendorFilterProps) {
  const { t } = useTranslation(['pages', 'common']);
  const query = useGameVendors();
  if (query.isPending) return <Loading label={t('pages:vendors.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const vendors = vendorsOf(query.data, category);
  if (vendors.length === 0) return <EmptyState message={t('pages:vendors.none')} />;
  return (
    <div
      className="vendor-strip"
      role="group"
      aria-label={t('pages:vendors.label')}
      data-testid="vendor-filter"
    >
      <button
        type="button"
        className="vendor-chip vendor-chip--all"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        {t('common:all')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className="vendor-chip"
          aria-pressed={value === vendor.vassalage}
          onClick={() => onChange(vendor.vassalage)}
          data-testid={`vendor-${vendor.vassalage}`}
        >
          <VendorPicture src={vendor.iconUrl} height={32} />
          <span>{vendor.vendorName}</span>
          {vendor.maintenance ? (
            <span className="badge badge--warning">{t('pages:vendors.maintenance')}</span>
          ) : null}
          {vendor.demo ? <span className="badge">{t('pages:vendors.demo')}</span> : null}
        </button>
      ))}
    </div>
  );
}
