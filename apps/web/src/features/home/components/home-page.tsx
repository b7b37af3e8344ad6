import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../lib/queries/whitelabel';
import { HomeBannerCarousel } from './banner-carousel';
import styles from './home.module.css';

export interface HomePageProps {
  /** The notice bar (announcements), composed in by the app so that features stay independent. */
  notice?: ReactNode;
  /** The game lobby below the banners (rows, winners), loaded by the app after the first screen. */
  lobby?: ReactNode;
}

/** The home page body inside the site layout: banners, the notice bar, then the game lobby. */
export default function HomePage({ notice, lobby }: HomePageProps) {
  const { t } = useTranslation('pages');
  const brand = useWhitelabel().data?.merchant.name ?? t('brandFallback');
  return (
    <div className={styles.home} data-testid="home-page">
      {/* The banners are the visual headline; the page's one <h1> names the site for headings navigation. */}
      <h1 className="visually-hidden">{brand}</h1>
      <HomeBannerCarousel />
      {notice}
      {lobby ?? <LobbyPlaceholder />}
    </div>
  );
}

/** The lobby's space while it loads, so the page does not jump. */
export function LobbyPlaceholder() {
  return (
    <div className={styles.lobbyPlaceholder} aria-hidden="true" data-testid="lobby-placeholder">
      <div />
      <div />
    </div>
  );
}
