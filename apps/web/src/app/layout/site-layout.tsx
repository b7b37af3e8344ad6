import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session-store';
import { Loading } from '../../components/ui/loading';
import { useRouteHandle } from '../route-handle';
import { Header } from './header';
import { LeftMenu } from './left-menu';
import { Footer } from './footer';
import { BottomNav } from './bottom-nav';
import { AccountOverlays, useSessionGuard } from '../../features/account';

/** Header, left menu, page and footer. Full-frame game pages hide the menu and (some) the footer. */
export function SiteLayout() {
  const { t } = useTranslation('layout');
  const { gamePage, footer } = useRouteHandle();
  const { pathname } = useLocation();
  const leftMenuOpen = useSessionStore((s) => s.leftMenuOpen);
  const setLeftMenuOpen = useSessionStore((s) => s.setLeftMenuOpen);
  useSessionGuard();

  // A new page starts with the drawer closed.
  useEffect(() => setLeftMenuOpen(false), [pathname, setLeftMenuOpen]);

  // Phones get the bottom bar, except on full-frame game pages, which need the whole height.
  const bottomNav = !gamePage;
  return (
    <div className={`shell${gamePage ? ' shell--game' : ''}${bottomNav ? ' shell--bottom-nav' : ''}`}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header gamePage={gamePage} />
      <div className="shell__body">
        {!gamePage || leftMenuOpen ? (
          <LeftMenu drawer={leftMenuOpen} onClose={() => setLeftMenuOpen(false)} />
        ) : null}
        <div className="shell__content">
          <main id="main" className="shell__main" tabIndex={-1}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
          {footer ? <Footer /> : null}
        </div>
      </div>
      {bottomNav ? <BottomNav /> : null}
      <AccountOverlays />
    </div>
  );
}
