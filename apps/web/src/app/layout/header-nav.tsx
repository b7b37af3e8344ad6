import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PATH, HEADER_CATEGORY_ORDER } from '@suerte/contracts/core';
import { useCategories } from './use-categories';
import { useRequireLogin } from '../../lib/use-require-login';

/**
 * Header navigation: only categories with vendors (spec §2), in the header order. LOTT needs a login (a free-play
 * session counts): without one the login dialog opens instead.
 */
export function HeaderNav() {
  const { t } = useTranslation('layout');
  const { categories } = useCategories(HEADER_CATEGORY_ORDER);
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  return (
    <nav className="header-nav" aria-label={t('header.navigation')} data-testid="header-nav">
      <ul>
        {categories.map((category) => (
          <li key={category}>
            <NavLink
              to={CATEGORY_PATH[category]}
              className="header-nav__link"
              data-testid={`header-nav-${category}`}
              onClick={
                category === 'LOTT'
                  ? (event) => {
                      event.preventDefault();
                      requireLogin(() => navigate(CATEGORY_PATH[category]));
                    }
                  : undefined
              }
            >
              {t(`categories.${category}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
