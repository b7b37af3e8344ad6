import type { ReactNode } from 'react';
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
  return (
    <div className={styles.home} data-testid="home-page">
      <HomeBannerCarousel />
      {notice}
      <HotGames />
      <WinnerBoard />
    </div>
  );
}
