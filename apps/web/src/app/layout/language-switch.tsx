import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_LABEL, LOCALE_NATIVE_NAME } from '@suerte/contracts/core';
import type { Locale } from '@suerte/contracts';
import { useSessionStore } from '../../lib/session-store';
import { useWhitelabel } from '../../lib/queries/whitelabel';
import { changeLanguage } from '../../lib/language';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons';
import { LanguageMenu } from './language-menu';
import { useOutsidePointer } from '../../components/ui/use-outside-pointer';

/** The languages the current merchant offers; just the current one until the configuration arrives. */
function useLanguages(current: Locale): readonly Locale[] {
  const list = useWhitelabel().data?.merchant.langList;
  return list && list.length > 0 ? list : [current];
}

/** A menu button listing the merchant's languages (EN, TY...). */
export function LanguageSwitch({ testId = 'language-switch' }: { testId?: string }) {
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
        aria-label={t('header.language', { language: LOCALE_NATIVE_NAME[current] })}
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
        <ChevronDownIcon size={14} />
      </button>
      {open ? (
        <LanguageMenu languages={languages} current={current} onChoose={choose} onClose={close} />
      ) : null}
    </div>
  );
}
