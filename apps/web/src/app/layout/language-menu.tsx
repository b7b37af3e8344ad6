import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_LABEL, LOCALE_NATIVE_NAME } from '@suerte/contracts/core';
import type { Locale } from '@suerte/contracts';

interface LanguageMenuProps {
  languages: readonly Locale[];
  current: Locale;
  onChoose: (language: Locale) => void;
  /** Close; `refocus` gives focus back to the menu button. */
  onClose: (refocus: boolean) => void;
  /** Further items after the languages (the desktop header's region and theme), reached by the same keys. */
  extra?: readonly MenuExtra[];
}

export interface MenuExtra {
  key: string;
  icon: ReactNode;
  label: string;
  testId: string;
  onSelect: () => void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i) => i + 1,
  ArrowUp: (i) => i - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The open language list: arrow keys move, Escape closes, Tab leaves (WAI-ARIA menu pattern). */
export function LanguageMenu({ languages, current, onChoose, onClose, extra = [] }: LanguageMenuProps) {
  const { t } = useTranslation('layout');
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    itemRefs.current[Math.max(0, languages.indexOf(current))]?.focus();
  }, [languages, current]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = itemRefs.current
      .slice(0, languages.length + extra.length)
      .filter((el): el is HTMLButtonElement => el !== null);
    const move = MOVES[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    } else if (move) {
      event.preventDefault();
      const next = move(items.indexOf(document.activeElement as HTMLButtonElement), items.length);
      items[(next + items.length) % items.length]?.focus();
    }
  };

  return (
    <div
      id="language-menu"
      className="dropdown__menu"
      role="menu"
      aria-label={t('header.languageMenu')}
      onKeyDown={onKeyDown}
    >
      {languages.map((language, index) => (
        <button
          key={language}
          ref={(el) => {
            itemRefs.current[index] = el;
          }}
          type="button"
          role="menuitemradio"
          aria-checked={language === current}
          lang={language}
          className="dropdown__item"
          tabIndex={-1}
          onClick={() => onChoose(language)}
          data-testid={`language-option-${language}`}
        >
          <span className="dropdown__code">{LOCALE_LABEL[language]}</span>
          <span>{LOCALE_NATIVE_NAME[language]}</span>
        </button>
      ))}
      {extra.length > 0 ? <hr className="dropdown__separator" /> : null}
      {extra.map((item, index) => (
        <button
          key={item.key}
          ref={(el) => {
            itemRefs.current[languages.length + index] = el;
          }}
          type="button"
          role="menuitem"
          className="dropdown__item"
          tabIndex={-1}
          onClick={item.onSelect}
          data-testid={item.testId}
        >
          <span className="dropdown__code" aria-hidden="true">
            {item.icon}
          </span>
          <span>{item.label}</span>
        </button>
      ))}
    </div>
  );
}
