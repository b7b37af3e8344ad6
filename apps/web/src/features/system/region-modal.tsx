import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LOCALE_LABEL, LOCALE_NATIVE_NAME } from '@suerte/contracts/core';
import type { Locale, Region } from '@suerte/contracts';
import { Modal } from '../../components/ui/modal';
import { Loading } from '../../components/ui/loading';
import { ErrorState } from '../../components/ui/error-state';
import { EmptyState } from '../../components/ui/empty-state';
import { useWhitelabel } from '../../lib/queries/whitelabel';
import { useSessionStore } from '../../lib/session-store';
import { changeLanguage } from '../../lib/language';
import { reloadHome } from '../../lib/navigation';

interface RegionModalProps {
  open: boolean;
  onClose: () => void;
}

/** Country (merchant) and language selection. Another merchant clears the session and reloads home. */
export default function RegionModal({ open, onClose }: RegionModalProps) {
  const { t } = useTranslation('system');
  const queryClient = useQueryClient();
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);

  const choose = (region: Region, next: Locale) => {
    if (region.merchantCode === merchantCode) {
      onClose();
      if (next !== language) void changeLanguage(next);
      return;
    }
    useSessionStore.getState().switchRegion(region.merchantCode, next);
    queryClient.clear();
    reloadHome();
  };

  return (
    <Modal open={open} onClose={onClose} title={t('region.title')} testId="region-modal">
      <p className="region-lead">{t('region.lead')}</p>
      <RegionList merchantCode={merchantCode} language={language} onChoose={choose} />
    </Modal>
  );
}

interface RegionListProps {
  merchantCode: string | null;
  language: Locale;
  onChoose: (region: Region, language: Locale) => void;
}

function RegionList({ merchantCode, language, onChoose }: RegionListProps) {
  const whitelabel = useWhitelabel();
  if (whitelabel.isPending) return <Loading />;
  if (whitelabel.isError)
    return <ErrorState error={whitelabel.error} onRetry={() => void whitelabel.refetch()} />;
  if (whitelabel.data.regions.length === 0) return <EmptyState />;
  return (
    <ul className="region-list">
      {whitelabel.data.regions.map((region) => (
        <RegionRow
          key={region.merchantCode}
          region={region}
          current={region.merchantCode === merchantCode}
          language={language}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
}

interface RegionRowProps {
  region: Region;
  current: boolean;
  language: Locale;
  onChoose: (region: Region, language: Locale) => void;
}

function RegionRow({ region, current, language, onChoose }: RegionRowProps) {
  const { t } = useTranslation('system');
  const headingId = `region-${region.merchantCode}`;
  return (
    <li
      className={`region-row${current ? ' region-row--current' : ''}`}
      data-testid={`region-${region.merchantCode}`}
    >
      <div className="region-row__country" id={headingId}>
        <span className="region-row__code" aria-hidden="true">
          {region.country}
        </span>
        <span className="region-row__name">{region.countryName}</span>
        <span className="region-row__currency">{region.currency}</span>
        {current ? <span className="region-row__badge">{t('region.current')}</span> : null}
      </div>
      <div className="region-row__languages" role="group" aria-labelledby={headingId}>
        {region.langList.map((lang) => {
          const selected = current && lang === language;
          return (
            <button
              key={lang}
              type="button"
              className={`ui-button${selected ? ' ui-button--primary' : ''}`}
              aria-pressed={selected}
              lang={lang}
              aria-label={t('region.choose', {
                country: region.countryName,
                language: LOCALE_NATIVE_NAME[lang],
              })}
              onClick={() => onChoose(region, lang)}
              data-testid={`region-option-${region.merchantCode}-${lang}`}
            >
              {LOCALE_LABEL[lang]} · {LOCALE_NATIVE_NAME[lang]}
            </button>
          );
        })}
      </div>
    </li>
  );
}
