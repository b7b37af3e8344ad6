import { useCallback, useRef, type MouseEvent } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PATH, HEADER_CATEGORY_ORDER } from '@suerte/contracts/core';
import type { GameCategory } from '@suerte/contracts';
import { ChevronDownIcon } from '../../components/ui/icons';
import { useRequireLogin } from '../../lib/use-require-login';
import { useCategories } from './use-categories';
import { useMenuFit } from './use-menu-fit';
import { HeaderMoreMenu } from './header-more-menu';

/** LOTT needs a login (a free-play session counts): without one the login dialog opens instead. */
function useCategoryClick() {
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  return useCallback(
    (category: GameCategory, event: MouseEvent) => {
      if (category !== 'LOTT') return;
      event.preventDefault();
      requireLogin(() => navigate(CATEGORY_PATH[category]));
    },
    [requireLogin, navigate],
  );
}

/** An invisible copy of the whole menu, measured to decide how many items fit (see useMenuFit). */
function MeasureCopy({
  categories,
  measureRef,
}: {
  categories: readonly GameCategory[];
  measureRef: React.Ref<HTMLUListElement>;
}) {
  const { t } = useTranslation('layout');
  return (
    <div className="header-nav__measure" aria-hidden="true">
      <ul ref={measureRef}>
        {categories.map((category) => (
          <li key={category} className="header-nav__link" data-measure="item">
            {t(`categories.${category}`)}
          </li>
        ))}
        <li className="header-nav__link header-nav__more-button" data-measure="more">
          {t('header.more')}
          <ChevronDownIcon size={14} />
        </li>
      </ul>
    </div>
  );
}

/**
 * Header navigation: only categories with vendors (spec §2), in the header order. As many as fit show inline,
 * at most one group of 5 (spec §9); the rest sit in a More menu, so no item is ever cut off.
 */
export function HeaderNav() {
  const { t } = useTranslation('layout');
  const { categories } = useCategories(HEADER_CATEGORY_ORDER);
  const onCategoryClick = useCategoryClick();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const { shown, moreWidth, groupWidth } = useMenuFit(categories.length, navRef, measureRef);
  // With items behind More, the menu keeps room for the button: the header's other parts give way instead.
  // From 1366 px it keeps room for a whole group (header.css reads --menu-group-width).
  const style = {
    '--menu-more-width': `${shown < categories.length ? moreWidth : 0}px`,
    '--menu-group-width': `${groupWidth}px`,
  } as React.CSSProperties;
  return (
    <nav
      ref={navRef}
      className="header-nav"
      style={style}
      aria-label={t('header.navigation')}
      data-testid="header-nav"
    >
      <ul className="header-nav__list">
        {categories.slice(0, shown).map((category) => (
          <li key={category}>
            <NavLink
              to={CATEGORY_PATH[category]}
              className="header-nav__link"
              data-testid={`header-nav-${category}`}
              onClick={(event) => onCategoryClick(category, event)}
            >
              {t(`categories.${category}`)}
            </NavLink>
          </li>
        ))}
        <HeaderMoreMenu categories={categories.slice(shown)} onCategoryClick={onCategoryClick} />
      </ul>
      <MeasureCopy categories={categories} measureRef={measureRef} />
    </nav>
  );
}
