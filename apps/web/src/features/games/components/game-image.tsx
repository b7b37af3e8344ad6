import { useEffect, useRef, useState } from 'react';
import { GameIcon } from '../../../components/ui/icons';
import { attemptUrl, IMAGE_LOADS, rememberLoaded, wasLoaded, whenNear } from './image-loader';
import styles from './games.module.css';

/**
 * A game's picture, loaded only when it comes near the screen. A failed load is tried once more; after the
 * second failure the default picture (drawn here, no request) takes its place. `whole`: the picture is shown
 * whole inside the square (a vendor entry's 200 × 120 vendor picture, its words drawn in), not cropped to fill it.
 */
export function GameImage({
  src,
  show = true,
  whole = false,
}: {
  src: string;
  show?: boolean;
  whole?: boolean;
}) {
  // Another picture starts over: a fresh element with its own attempts.
  return <GameImageLoader key={src} src={src} show={show} whole={whole} />;
}

function GameImageLoader({ src, show, whole }: { src: string; show: boolean; whole: boolean }) {
  const holder = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(() => wasLoaded(src));
  const [attempt, setAttempt] = useState(1);

  useEffect(() => {
    const element = holder.current;
    if (near || !element) return;
    return whenNear(element, () => setNear(true));
  }, [near]);

  const failed = attempt > IMAGE_LOADS;
  if (!show || !src || failed) {
    return (
      <span className={`${styles.image} ${styles.imageFallback}`} data-testid="game-image-fallback">
        <GameIcon size={36} />
      </span>
    );
  }
  return (
    <span ref={holder} className={styles.image} data-testid="game-image" data-whole={whole ? '' : undefined}>
      {near ? (
        <img
          key={attempt}
          src={attemptUrl(src, attempt)}
          alt=""
          decoding="async"
          draggable={false}
          onLoad={() => rememberLoaded(src)}
          onError={() => setAttempt((a) => a + 1)}
        />
      ) : null}
    </span>
  );
}
