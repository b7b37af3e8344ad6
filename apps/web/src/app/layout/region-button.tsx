import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../lib/queries/whitelabel';

// The region modal is rarely opened: keep it out of the first load.
const RegionModal = lazy(() => import('../../features/system/region-modal'));

/** The region (country and language) selection, loaded when first opened. */
export function RegionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RegionModal open onClose={onClose} />
    </Suspense>
  );
}

/** Shows the current country; opens the region (country and language) selection. */
export function RegionButton({ testId = 'region-open' }: { testId?: string }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const merchant = useWhitelabel().data?.merchant;
  return (
    <>
      <button
        type="button"
        className="header__pill"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('header.region', { country: merchant?.countryName ?? '' })}
        data-testid={testId}
      >
        <span className="header__flag" aria-hidden="true">
          {merchant?.country ?? '··'}
        </span>
        <span className="header__pill-text">{merchant?.currency ?? ''}</span>
      </button>
      <RegionDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
