import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MODULE_IDS, isModuleEnabled } from '@suerte/contracts/core';
import { GameIcon, GiftIcon, HomeIcon, TicketIcon, UserIcon } from '../../components/ui/icons';
import { useWhitelabel } from '../../lib/queries/whitelabel';
import { AGENT_CENTRE_BASE, MEMBER_CENTRE_BASE, memberPath } from '../../lib/centre-paths';
import { useRequireRealAccount } from '../../features/account';
import { useRouteHandle, type RouteHandle } from '../route-handle';

export type BottomNavItem = 'home' | 'games' | 'lottery' | 'promotions' | 'account';

const LOTTERY_PAGES: ReadonlySet<RouteHandle['page']> = new Set([
  'elott',
  'lott',
  'lottery',
  'lotteryGames',
  'vnLottery',
]);

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Which bar item the current page belongs to (none for pages outside the five, such as /pointMall). */
export function currentBottomNavItem(pathname: string, handle: RouteHandle): BottomNavItem | null {
  if (under(pathname, MEMBER_CENTRE_BASE) || under(pathname, AGENT_CENTRE_BASE)) return 'account';
  if (LOTTERY_PAGES.has(handle.page)) return 'lottery';
  if (handle.page === 'hot' || handle.category) return 'games';
  if (handle.page === 'promotions') return 'promotions';
  if (handle.page === 'home' && !handle.modal) return 'home';
  return null;
}

function Item(props: {
  to: string;
  label: string;
  icon: ReactNode;
  current: boolean;
  testId: string;
  onClick?: (event: React.MouseEvent) => void;
}) {
  return (
    <li>
      <Link
        to={props.to}
        className="bottom-nav__link"
        aria-current={props.current ? 'page' : undefined}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {props.icon}
        <span className="bottom-nav__label">{props.label}</span>
      </Link>
    </li>
  );
}

/**
 * The phone's bottom bar (home, games, lottery, promotions, account), as players in the Philippines and
 * Thailand know it from other apps. Fixed to the bottom above the safe area; hidden on wide screens (CSS).
 * Account opens the member centre; a visitor gets the login dialog, a trial account the real-account notice.
 */
export function BottomNav() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const current = currentBottomNavItem(pathname, useRouteHandle());
  const modules = useWhitelabel().data?.modules ?? [];
  const requireMember = useRequireRealAccount('member');
  const navigate = useNavigate();
  const openAccount = (event: React.MouseEvent) => {
    event.preventDefault();
    requireMember(() => navigate(memberPath()));
  };
  const icon = { size: 22 };
  return (
    <nav className="bottom-nav" aria-label={t('bottomNav.label')} data-testid="bottom-nav">
      <ul className="bottom-nav__list">
        <Item
          to="/"
          label={t('bottomNav.home')}
          icon={<HomeIcon {...icon} />}
          current={current === 'home'}
          testId="bottom-nav-home"
        />
        <Item
          to="/hot"
          label={t('bottomNav.games')}
          icon={<GameIcon {...icon} />}
          current={current === 'games'}
          testId="bottom-nav-games"
        />
        <Item
          to="/elott"
          label={t('bottomNav.lottery')}
          icon={<TicketIcon {...icon} />}
          current={current === 'lottery'}
          testId="bottom-nav-lottery"
        />
        {isModuleEnabled(modules, MODULE_IDS.PROMOTIONS) ? (
          <Item
            to="/promotions"
            label={t('bottomNav.promotions')}
            icon={<GiftIcon {...icon} />}
            current={current === 'promotions'}
            testId="bottom-nav-promotions"
          />
        ) : null}
        <Item
          to={memberPath()}
          label={t('bottomNav.account')}
          icon={<UserIcon {...icon} />}
          current={current === 'account'}
          testId="bottom-nav-account"
          onClick={openAccount}
        />
      </ul>
    </nav>
  );
}
