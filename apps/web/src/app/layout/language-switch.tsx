import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_LABEL, LOCALE_NATIVE_NAME } from '@suerte/contracts/core';
import type { Locale } from '@suerte/contracts';
import { useSessionStore } from '../../lib/session-store';
import { useWhitelabel } from '../../lib/queries/whitelabel';
import { changeLanguage } from '../../lib/language';
import { ChevronDownIcon, GlobeIcon, MoonIcon, SunIcon } from '../../components/ui/icons';
import { LanguageMenu, type MenuExtra } from './language-menu';
import { RegionDialog } from './region-button';
import { useOutsidePointer } from '../../components/ui/use-outside-pointer';

/** The languages the current merchant offers; just the current one until the configuration arrives. */
function useLanguages(current: Locale): readonly Locale[] {
  const list = useWhitelabel().data?.merchant.langList;
  return list && list.length > 0 ? list : [current];
}

/**
 * The desktop header's settings after the languages: the region (opens its selection) and the theme, so that
 * one button holds all three and the category menu keeps the room (spec §9 groups of 5 at 1366 px).
 */
function useSettingsItems(close: () => void, openRegion: () => void): MenuExtra[] {
  const { t } = useTranslation('layout');
  const merchant = useWhitelabel().data?.merchant;
  const theme = useSessionStore((s) => s.theme);
  const toggleTheme = useSessionStore((s) => s.toggleTheme);
  return [
    {
      key: 'region',
      icon: <span className="header__flag">{merchant?.country ?? '··'}</span>,
      label: t('header.region', { country: merchant?.countryName ?? '' }),
      testId: 'region-open',
      onSelect: () => {
        close();
        openRegion();
      },
    },
    {
      key: 'theme',
      icon: theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />,
      label: theme === 'dark' ? t('header.themeToLight') : t('header.themeToDark'),
      testId: 'theme-switch',
      onSelect: () => {
        close();
        toggleTheme();
      },
    },
  ];
}

/**
 * A menu button listing the merchant's languages (EN, TY...). With `settings` (the desktop header) the same menu
 * also holds the region and the theme.
 */
export function LanguageSwitch({
  testId = 'language-switch',
  settings = false,
}: {
  testId?: string;
  settings?: boolean;
}) {
  const { t } = useTranslation('layout');
  const current = useSessionStore((s) => s.language);
  const languages = useLanguages(current);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [closeOutside] = useState(() => () => setOpen(false));
  useOutsidePointer(rootRef, open, closeOutside);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const [regionOpen, setRegionOpen] = useState(false);
  const extra = useSettingsItems(
    () => close(true),
    () => setRegionOpen(true),
  );
  const choose = (language: Locale) => {
    close(true);
    if (language !== current) void changeLanguage(language);
  };

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header__pill"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="language-menu"
        aria-label={
          settings
            ? t('header.settings', { language: LOCALE_NATIVE_NAME[current] })
            : t('header.language', { language: LOCALE_NATIVE_NAME[current] })
        }
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          setOpen(true);
        }}
        data-testid={testId}
        data-language={current}
      >
        <GlobeIcon size={16} />
        <span>{LOCALE_LABEL[current]}</span>
        {settings ? null : <ChevronDownIcon size={14} />}
      </button>
      {open ? (
        <LanguageMenu
          languages={languages}
          current={current}
          onChoose={choose}
          onClose={close}
          extra={settings ? extra : undefined}
        />
      ) : null}
      {settings ? <RegionDialog open={regionOpen} onClose={() => setRegionOpen(false)} /> : null}
    </div>
  );
}
