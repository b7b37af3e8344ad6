import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../lib/queries/whitelabel';
import { HomeBannerCarousel } from './banner-carousel';
import { HotGames } from './hot-games';
import { WinnerBoard } from './winner-board';
import styles from './home.module.css';

export interface HomePageProps {
  /** The notice bar (announcements), composed in by the app so that features stay independent. */
  notice?: ReactNode;
}

/** The home page body inside the site layout: banners, the notice bar, hot games and the winner board. */
export default function HomePage({ notice }: HomePageProps) {
  const { t } = useTranslation('pages');
  const brand = useWhitelabel().data?.merchant.name ?? t('brandFallback');
  return (
    <div className={styles.home} data-testid="home-page">
      {/* The banners are the visual headline; the page's one <h1> names the site for headings navigation. */}
      <h1 className="visually-hidden">{brand}</h1>
      <HomeBannerCarousel />
      {notice}
      <HotGames />
      <WinnerBoard />
    </div>
  );
}
