import type { CSSProperties, ReactNode } from 'react';
import styles from './carousel.module.css';

export interface CarouselStillProps {
  /** The first slide, as the carousel would render it. */
  slide: ReactNode;
  count: number;
  region: string;
  slideLabel: (index: number, count: number) => string;
  testIdPrefix?: string;
  className?: string;
  /**
   * Called when a mouse comes over the slides. Not on touch or focus: swapping in the engine then would pull the
   * link away from under the visitor's tap or keyboard focus.
   */
  onHover?: () => void;
}

/**
 * The first slide of a Carousel in the same box, without the slide-show engine: shown until the engine has
 * loaded, so a page can paint its banner without waiting for it and nothing moves when the engine takes over.
 */
export function CarouselStill({
  slide,
  count,
  region,
  slideLabel,
  testIdPrefix = 'carousel',
  ...rest
}: CarouselStillProps) {
  const style = { '--carousel-per-view': 1 } as CSSProperties;
  return (
    <section
      className={rest.className ? `${styles.root} ${rest.className}` : styles.root}
      style={style}
      aria-roledescription="carousel"
      aria-label={region}
      data-testid={`${testIdPrefix}-carousel`}
      data-still=""
      onPointerEnter={(event) => (event.pointerType === 'mouse' ? rest.onHover?.() : undefined)}
    >
      <div className={styles.viewport}>
        <div className={styles.container}>
          <div
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(1, count)}
            data-testid={`${testIdPrefix}-slide`}
          >
            {slide}
          </div>
        </div>
      </div>
    </section>
  );
}
