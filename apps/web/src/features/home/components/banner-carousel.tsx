import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@suerte/contracts';
import type { CarouselLabels, CarouselProps } from '../../../components/ui/carousel';
import { CarouselStill } from '../../../components/ui/carousel-still';
import { useWhitelabel } from '../../../lib/queries/whitelabel';
import { usePageSettled } from '../hooks/use-page-settled';
import { bannerTarget, selectBanners, type BannerGroup } from './banner-model';
import styles from './home.module.css';

// The slide-show engine (Embla) is not needed to paint the first banner: it loads once the page has settled
// or a mouse comes over the banners, and takes over the same box.
const Carousel = lazy(() =>
  import('../../../components/ui/carousel').then((m) => ({
    default: m.Carousel as ComponentType<CarouselProps<Resource>>,
  })),
);

/** The demo banners' artwork names ("/media/banner/play-responsibly.svg" → "play-responsibly"). */
const artOf = (url: string) => /\/media\/banner\/([a-z0-9-]+)\.svg$/.exec(url)?.[1];
const ART_COLOURS: Record<string, [string, string]> = {
  'vietnamese-lotteries': ['#c0392b', '#f5b400'],
  'play-responsibly': ['#13855b', '#2563c9'],
  'suerte-members': ['#131836', '#5b3df5'],
};

/**
 * A banner whose artwork the catalogs describe is drawn here, its words in the visitor's language; any other
 * banner (an operator's own picture) is shown as its image.
 */
function BannerPicture({ banner }: { banner: Resource }) {
  const { t, i18n } = useTranslation('home');
  const art = artOf(banner.url);
  if (!art || !i18n.exists(`home:bannerArt.${art}.title`)) {
    return <img className={styles.bannerImage} src={banner.url} alt={banner.title} draggable={false} />;
  }
  const [from, to] = ART_COLOURS[art] ?? ['#7b2ff7', '#f107a3'];
  const title = t(`bannerArt.${art}.title`);
  return (
    <div
      className={styles.bannerArt}
      style={{ '--art-from': from, '--art-to': to } as React.CSSProperties}
      role="img"
      aria-label={title}
    >
      <span className={styles.bannerArtTitle}>{title}</span>
      <span className={styles.bannerArtLead}>{t(`bannerArt.${art}.lead`)}</span>
    </div>
  );
}

function BannerSlide({ banner }: { banner: Resource }) {
  const { t } = useTranslation('home');
  const target = bannerTarget(banner);
  const image = <BannerPicture banner={banner} />;
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
  const settled = usePageSettled();
  const [reached, setReached] = useState(false);
  const testIdPrefix = group === 'w_login' ? 'login-banner' : 'banner';

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
  const still = (
    <CarouselStill
      slide={<BannerSlide banner={banners[0]!} />}
      count={banners.length}
      region={labels.region}
      slideLabel={labels.slide}
      testIdPrefix={testIdPrefix}
      className={className}
      onHover={() => setReached(true)}
    />
  );
  // One banner never moves (spec §2: fewer than 2 means no loop, no autoplay, no dots): no engine needed.
  if (banners.length < 2 || !(settled || reached)) return still;
  return (
    <Suspense fallback={still}>
      <Carousel
        items={banners}
        getKey={(b) => b.id}
        renderSlide={(b) => <BannerSlide banner={b} />}
        labels={labels}
        delayMs={5000}
        slidesPerView={1}
        spacing={spacing}
        testIdPrefix={testIdPrefix}
        className={className}
      />
    </Suspense>
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
