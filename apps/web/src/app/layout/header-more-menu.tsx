import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PATH } from '@suerte/contracts/core';
import type { GameCategory } from '@suerte/contracts';
import { ChevronDownIcon } from '../../components/ui/icons';
import { moveMenuFocus } from '../../components/ui/menu-keys';
import { useOutsidePointer } from '../../components/ui/use-outside-pointer';

interface MoreMenuProps {
  categories: readonly GameCategory[];
  onCategoryClick: (category: GameCategory, event: MouseEvent) => void;
}

/**
 * The header categories that do not fit, behind a "More" button (a disclosure of links): Enter, Space or
 * ArrowDown open it, arrow keys move, Escape closes and returns to the button, Tab leaves. The links stay
 * in the document while closed (hidden), so the menu lists every category whatever fits.
 */
export function HeaderMoreMenu({ categories, onCategoryClick }: MoreMenuProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const [closeOutside] = useState(() => () => setOpen(false));
  useOutsidePointer(rootRef, open, closeOutside);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  useEffect(() => {
    if (open && focusFirst) links()[0]?.focus();
  }, [open, focusFirst]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setFocusFirst(true);
    setOpen(true);
  };
  const onListKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else {
      moveMenuFocus(event, links());
    }
  };
  const holdsCurrent = categories.some((category) => pathname === CATEGORY_PATH[category]);

  return (
    <li className="header-nav__more" ref={rootRef} hidden={categories.length === 0}>
      <button
        ref={buttonRef}
        type="button"
        className={`header-nav__link header-nav__more-button${holdsCurrent ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setFocusFirst(false);
          setOpen((v) => !v);
        }}
        onKeyDown={onButtonKey}
        data-testid="header-more"
      >
        {t('header.more')}
        <ChevronDownIcon size={14} />
      </button>
      <ul
        id={listId}
        ref={listRef}
        className="dropdown__menu header-nav__more-list"
        aria-label={t('header.moreCategories')}
        hidden={!open}
        onKeyDown={onListKey}
        data-testid="header-more-menu"
      >
        {categories.map((category) => (
          <li key={category}>
            <NavLink
              to={CATEGORY_PATH[category]}
              className="dropdown__item"
              data-testid={`header-more-${category}`}
              onClick={(event) => {
                close(false);
                onCategoryClick(category, event);
              }}
            >
              {t(`categories.${category}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
