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

/** Cards in a placeholder row; the stylesheet shows as many as a lobby row has at the screen's width. */
const PLACEHOLDER_CARDS = 8;

/**
 * The lobby's space while its code loads: the winners bar and two rows of game cards drawn with the lobby's own
 * geometry (home.module.css follows games.module.css), so nothing moves when the lobby replaces it.
 */
export function LobbyPlaceholder() {
  return (
    <div className={styles.lobbyPlaceholder} aria-hidden="true" data-testid="lobby-placeholder">
      <div className={styles.placeholderTicker} />
      {[0, 1].map((row) => (
        <div key={row} className={styles.placeholderSection}>
          <div className={styles.placeholderTitle} />
          <div className={styles.placeholderRow}>
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
              <div key={i} className={styles.placeholderCard}>
                <div />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
