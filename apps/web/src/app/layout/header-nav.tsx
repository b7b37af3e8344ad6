import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PATH, HEADER_CATEGORY_ORDER } from '@suerte/contracts/core';
import { useCategories } from './use-categories';

/** Header navigation: only categories with vendors (spec §2), in the header order. */
export function HeaderNav() {
  const { t } = useTranslation('layout');
  const { categories } = useCategories(HEADER_CATEGORY_ORDER);
  return (
    <nav className="header-nav" aria-label={t('header.navigation')} data-testid="header-nav">
      <ul>
        {categories.map((category) => (
          <li key={category}>
            <NavLink
              to={CATEGORY_PATH[category]}
              className="header-nav__link"
              data-testid={`header-nav-${category}`}
            >
              {t(`categories.${category}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
