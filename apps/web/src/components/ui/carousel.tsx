import { useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from 'embla-carousel';
import { carouselBehaviour, type CarouselBehaviour } from './carousel-model';
import styles from './carousel.module.css';

/** Texts come from the caller's catalog: this primitive has no namespace of its own. */
export interface CarouselLabels {
  /** Accessible name of the carousel, e.g. "Promotions". */
  region: string;
  /** e.g. "Slide 2 of 5". */
  slide: (index: number, count: number) => string;
  /** e.g. "Show slide 2". */
  goTo: (index: number) => string;
  pause: string;
  play: string;
}

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  labels: CarouselLabels;
  /** Autoplay delay (5000 ms by default). */
  delayMs?: number;
  slidesPerView?: number;
  /** Space between slides, in pixels. */
  spacing?: number;
  /** Prefix of the test ids: <prefix>-carousel, <prefix>-slide, <prefix>-dot. */
  testIdPrefix?: string;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Tracks the selected snap of an Embla instance. */
function useSelectedIndex(api: EmblaCarouselType | undefined): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return selected;
}

interface DotsProps {
  count: number;
  selected: number;
  labels: CarouselLabels;
  testId: string;
  onSelect: (index: number) => void;
}

function Dots({ count, selected, labels, testId, onSelect }: DotsProps) {
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={i === selected ? `${styles.dot} ${styles.dotActive}` : styles.dot}
          aria-label={labels.goTo(i + 1)}
          aria-current={i === selected ? 'true' : undefined}
          data-testid={testId}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}

/** Embla with the autoplay plugin when the behaviour asks for it; re-initialised when that changes. */
function useEmbla(behaviour: CarouselBehaviour) {
  const plugins = useMemo(
    () =>
      behaviour.autoplayMs === null
        ? []
        : [Autoplay({ delay: behaviour.autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })],
    [behaviour.autoplayMs],
  );
  const [viewportRef, api] = useEmblaCarousel(
    { loop: behaviour.loop, align: 'start', watchDrag: behaviour.movable },
    plugins,
  );
  const selected = useSelectedIndex(api);
  const goTo = useCallback(
    (index: number) => {
      api?.scrollTo(index);
      // A chosen slide gets a full delay before the next one comes.
      api?.plugins().autoplay?.reset();
    },
    [api],
  );
  return { viewportRef, selected, goTo };
}

/** The name says what pressing does (pause or play), so no pressed state is announced on top. */
function PauseButton({
  paused,
  labels,
  onToggle,
}: {
  paused: boolean;
  labels: CarouselLabels;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.pause}
      aria-label={paused ? labels.play : labels.pause}
      onClick={onToggle}
    >
      <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
    </button>
  );
}

/**
 * A horizontal slide show on Embla. Loop, autoplay and dots follow carouselBehaviour; the visitor can pause
 * autoplay, and it also holds while the pointer or keyboard focus is on the slides.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const {
    items,
    getKey,
    renderSlide,
    labels,
    delayMs,
    slidesPerView = 1,
    spacing = 0,
    testIdPrefix = 'carousel',
  } = props;
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMemo(prefersReducedMotion, []);
  const behaviour = carouselBehaviour(items.length, { delayMs, slidesPerView, reducedMotion, paused });
  const { viewportRef, selected, goTo } = useEmbla(behaviour);

  const style = { '--carousel-per-view': slidesPerView, '--carousel-gap': `${spacing}px` } as CSSProperties;
  const canPause = behaviour.movable && !reducedMotion;
  return (
    <section
      className={props.className ? `${styles.root} ${props.className}` : styles.root}
      style={style}
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-testid={`${testIdPrefix}-carousel`}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {items.map((item, i) => (
            <div
              key={getKey(item)}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(i + 1, items.length)}
              data-testid={`${testIdPrefix}-slide`}
            >
              {renderSlide(item, i)}
            </div>
          ))}
        </div>
      </div>
      {behaviour.dots > 0 ? (
        <div className={styles.controls}>
          {canPause ? (
            <PauseButton paused={paused} labels={labels} onToggle={() => setPaused((p) => !p)} />
          ) : null}
          <Dots
            count={behaviour.dots}
            selected={selected}
            labels={labels}
            testId={`${testIdPrefix}-dot`}
            onSelect={goTo}
          />
        </div>
      ) : null}
    </section>
  );
}
