import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session-store';
import { MenuIcon } from '../../components/ui/icons';
import { AccountBar } from '../../features/account';
import { BrandLogo } from './brand-logo';
import { HeaderNav } from './header-nav';
import { HeaderClock } from './header-clock';
import { LanguageSwitch } from './language-switch';

/**
 * Site header, designed at 360 px first: menu button, logo, account area (Log in and Register, or balance,
 * Deposit and the avatar menu). Wider screens add the category menu (with More for what does not fit), the
 * clock and one menu of language, region and theme. On game pages the menu button is always there (the left menu is hidden
 * by default); elsewhere it only shows on narrow screens, where the left menu becomes a drawer (spec §2).
 */
export function Header({ gamePage }: { gamePage: boolean }) {
  const { t } = useTranslation('layout');
  const leftMenuOpen = useSessionStore((s) => s.leftMenuOpen);
  const toggleLeftMenu = useSessionStore((s) => s.toggleLeftMenu);
  return (
    <header className="site-header" data-testid="site-header">
      <div className="site-header__inner">
        <button
          type="button"
          className={`ui-icon-button header__menu-button${gamePage ? ' header__menu-button--always' : ''}`}
          onClick={toggleLeftMenu}
          aria-expanded={leftMenuOpen}
          aria-controls="left-menu"
          aria-label={leftMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
          data-testid="menu-button"
        >
          <MenuIcon />
        </button>
        <BrandLogo />
        <HeaderNav />
        <div className="site-header__tools">
          <HeaderClock />
          {/* Language, region and theme in one menu; below desktop they move into the menu drawer
              (HeaderPreferences there), leaving room for the account. */}
          <div className="site-header__prefs">
            <LanguageSwitch settings />
          </div>
          {/* Log in / Register, or the member's bar; its texts load with the account catalog. */}
          <Suspense fallback={null}>
            <AccountBar />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
