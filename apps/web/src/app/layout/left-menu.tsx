import { lazy, Suspense, useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PATH, LEFT_MENU_CATEGORY_ORDER, MODULE_IDS, isModuleEnabled } from '@suerte/contracts/core';
import type { CustomerServiceContact } from '@suerte/contracts';
import { useWhitelabel } from '../../lib/queries/whitelabel';
import { useInView } from '../../lib/use-in-view';
import { useFocusTrap } from '../../components/ui/use-focus-trap';
import { ChatIcon, GameIcon, GiftIcon, HeadsetIcon, HomeIcon } from '../../components/ui/icons';
import { SmartLink } from '../../components/ui/smart-link';
import { SupportContacts } from '../../components/ui/support-contacts';
import { useCategories } from './use-categories';
import { serviceLinks } from './service-links';
import { HeaderPreferences } from './header-preferences';

// QR codes are drawn by a library the rest of the page does not need: load it when the panel nears view.
const AppDownload = lazy(() => import('./app-download'));

function AppDownloadSlot() {
  const { ref, seen } = useInView<HTMLDivElement>();
  return (
    <div ref={ref} className="app-download-slot">
      {seen ? (
        <Suspense fallback={null}>
          <AppDownload />
        </Suspense>
      ) : null}
    </div>
  );
}

function MenuCategories() {
  const { t } = useTranslation('layout');
  const { categories, query } = useCategories(LEFT_MENU_CATEGORY_ORDER);
  if (query.isPending) return <li className="left-menu__note">{t('menu.loadingCategories')}</li>;
  if (query.isError)
    return (
      <li className="left-menu__note">
        <button type="button" className="left-menu__retry" onClick={() => void query.refetch()}>
          {t('menu.categoriesFailed')}
        </button>
      </li>
    );
  return categories.map((category) => (
    <li key={category}>
      <NavLink to={CATEGORY_PATH[category]} className="left-menu__link" data-testid={`left-menu-${category}`}>
        <GameIcon />
        <span>{t(`categories.${category}`)}</span>
      </NavLink>
    </li>
  ));
}

function MainNav({ promotions }: { promotions: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('menu.label')}>
      <ul className="left-menu__list">
        <li>
          <NavLink to="/" end className="left-menu__link">
            <HomeIcon />
            <span>{t('menu.home')}</span>
          </NavLink>
        </li>
        <MenuCategories />
        {promotions ? (
          <li>
            <NavLink to="/promotions" className="left-menu__link" data-testid="left-menu-promotions">
              <GiftIcon />
              <span>{t('menu.promotions')}</span>
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function ServiceLinks({ contacts }: { contacts: readonly CustomerServiceContact[] }) {
  const { t } = useTranslation('layout');
  const { primary, whatsapp } = serviceLinks(contacts);
  if (!primary && !whatsapp) return null;
  return (
    <ul className="left-menu__list left-menu__list--service" aria-label={t('menu.service')}>
      {primary ? (
        <li>
          <SmartLink href={primary.link} className="left-menu__link" testId="left-menu-service">
            <HeadsetIcon />
            <span>{t('menu.customerService')}</span>
          </SmartLink>
        </li>
      ) : null}
      {whatsapp ? (
        <li>
          <SmartLink href={whatsapp.link} className="left-menu__link" testId="left-menu-whatsapp">
            <ChatIcon />
            <span>{t('menu.whatsapp')}</span>
          </SmartLink>
        </li>
      ) : null}
    </ul>
  );
}

function MenuContent() {
  const data = useWhitelabel().data;
  const modules = data?.modules ?? [];
  const contacts = data?.customerService ?? [];
  const { primary, whatsapp } = serviceLinks(contacts);
  // The spec's customer service and WhatsApp entries come first; the list below offers the other contacts.
  const shown: string[] = [primary, whatsapp].flatMap((c) => (c ? [c.type] : []));
  const others = contacts.filter((c) => !shown.includes(c.type));
  return (
    <>
      <MainNav promotions={isModuleEnabled(modules, MODULE_IDS.PROMOTIONS)} />
      <ServiceLinks contacts={contacts} />
      {others.length ? <SupportContacts variant="menu" testId="left-menu-contacts" exclude={shown} /> : null}
      {isModuleEnabled(modules, MODULE_IDS.APP_DOWNLOAD) ? <AppDownloadSlot /> : null}
    </>
  );
}

function MenuDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  const ref = useRef<HTMLElement>(null);
  useFocusTrap(ref, onClose);
  return (
    <div className="left-menu-drawer" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <aside
        id="left-menu"
        ref={ref}
        className="left-menu left-menu--drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('menu.label')}
        data-testid="left-menu"
        tabIndex={-1}
      >
        {/* Phones have no room for these in the header; wider screens hide this copy (CSS). */}
        <div className="left-menu__prefs" role="group" aria-label={t('menu.preferences')}>
          <HeaderPreferences inDrawer />
        </div>
        <MenuContent />
      </aside>
    </div>
  );
}

/** Left menu: a sidebar on wide screens, a drawer (over the page) when opened from the header button. */
export function LeftMenu({ drawer, onClose }: { drawer: boolean; onClose: () => void }) {
  if (drawer) return <MenuDrawer onClose={onClose} />;
  return (
    <aside id="left-menu" className="left-menu" data-testid="left-menu">
      <MenuContent />
    </aside>
  );
}
