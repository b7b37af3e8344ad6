import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@suerte/contracts';
import { Carousel, type CarouselLabels } from '../../../components/ui/carousel';
import { useWhitelabel } from '../../../lib/queries/whitelabel';
import { bannerTarget, selectBanners, type BannerGroup } from './banner-model';
import styles from './home.module.css';

function BannerSlide({ banner }: { banner: Resource }) {
  const { t } = useTranslation('home');
  const target = bannerTarget(banner);
  const image = <img className={styles.bannerImage} src={banner.url} alt={banner.title} draggable={false} />;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={styles.bannerLink}>
        {image}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        className={styles.bannerLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('banner.newWindow', { title: banner.title })}
      >
        {image}
      </a>
    );
  }
  return <div className={styles.bannerStatic}>{image}</div>;
}

function useCarouselLabels(regionKey: 'banner.region' | 'loginBanner.region'): CarouselLabels {
  const { t } = useTranslation('home');
  return useMemo(
    () => ({
      region: t(regionKey),
      slide: (index, total) => t('banner.slide', { index, total }),
      goTo: (index) => t('banner.goTo', { index }),
      pause: t('banner.pause'),
      play: t('banner.play'),
    }),
    [t, regionKey],
  );
}

export interface BannerCarouselProps {
  group: BannerGroup;
  /** Space between slides in pixels. */
  spacing?: number;
  className?: string;
}

/** The banners of a whitelabel group as a carousel; nothing at all when the group has none. */
export function BannerCarousel({ group, spacing = 0, className }: BannerCarouselProps) {
  const { t } = useTranslation('home');
  const whitelabel = useWhitelabel();
  const labels = useCarouselLabels(group === 'w_login' ? 'loginBanner.region' : 'banner.region');
  const banners = useMemo(() => selectBanners(whitelabel.data?.resources, group), [whitelabel.data, group]);

  if (whitelabel.isPending) {
    // Holds the banner's space so the page does not jump when it arrives.
    return (
      <div
        className={`${styles.bannerPlaceholder} ${className ?? ''}`}
        role="status"
        aria-label={t('banner.loading')}
      />
    );
  }
  if (banners.length === 0) return null;
  return (
    <Carousel
      items={banners}
      getKey={(b) => b.id}
      renderSlide={(b) => <BannerSlide banner={b} />}
      labels={labels}
      delayMs={5000}
      slidesPerView={1}
      spacing={spacing}
      testIdPrefix={group === 'w_login' ? 'login-banner' : 'banner'}
      className={className}
    />
  );
}

/** Home page banners (group w_home). */
export function HomeBannerCarousel() {
  return <BannerCarousel group="w_home" />;
}

/** Login window banners (group w_login): one slide per view, 5000 ms, 10 px between slides (spec §2). */
export function LoginBannerCarousel({ className }: { className?: string }) {
  return <BannerCarousel group="w_login" spacing={10} className={className} />;
}
