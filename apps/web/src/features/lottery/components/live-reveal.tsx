import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw, LotteryPrizes } from '@suerte/contracts';
import { revealSteps, shownNumbers } from '../model/live-reveal';
import { prizeRows } from '../model/results';
import styles from './lottery.module.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

interface LiveRevealProps {
  /** A draw whose result is published. */
  draw: LotteryDraw & { prizes: LotteryPrizes };
  /** Start playing at once (a result published while the member watches); else shown whole. */
  autoPlay: boolean;
  /** Told when playback starts and ends, so the winning number is not shown before its turn elsewhere. */
  onPlaying?: (playing: boolean) => void;
}

/**
 * The live draw board: a published result played back prize by prize, one number at a time, ĐB last, as
 * Vietnamese live draws show it. The result is decided before playback starts; the member can show it whole at
 * any time. With reduced motion asked for, the result is shown whole and never played.
 */
export function LiveReveal({ draw, autoPlay, onPlaying }: LiveRevealProps) {
  const { t } = useTranslation('lottery');
  const reduced = useMemo(prefersReducedMotion, []);
  const steps = useMemo(() => revealSteps(draw.prizes, draw.region), [draw.prizes, draw.region]);
  const [count, setCount] = useState(() => (autoPlay && !reduced ? 0 : steps.length));
  useEffect(() => {
    if (count >= steps.length) return;
    const wait = steps[count]!.atMs - (count > 0 ? steps[count - 1]!.atMs : 0);
    const id = window.setTimeout(() => setCount((c) => c + 1), wait);
    return () => window.clearTimeout(id);
  }, [count, steps]);
  const playing = count < steps.length;
  useEffect(() => {
    onPlaying?.(playing);
    return () => onPlaying?.(false);
  }, [playing, onPlaying]);
  const shown = shownNumbers(steps, count);
  const current = playing ? steps[count]!.prize : null;
  return (
    <section className={styles.liveBoard} aria-labelledby={`live-${draw.numero}`} data-testid="live-board">
      <div className={styles.liveHead}>
        <h2 id={`live-${draw.numero}`} className={styles.panelTitle}>
          {t('live.title', { numero: draw.numero })}
        </h2>
        {playing ? (
          <button
            type="button"
            className={styles.chip}
            onClick={() => setCount(steps.length)}
            data-testid="live-skip"
          >
            {t('live.skip')}
          </button>
        ) : reduced ? null : (
          <button type="button" className={styles.chip} onClick={() => setCount(0)} data-testid="live-replay">
            {t('live.replay')}
          </button>
        )}
      </div>
      <p className={styles.muted} aria-live="polite" data-testid="live-status">
        {current
          ? t('live.drawing', { prize: t(`prizes.${current}`) })
          : t('live.done', { numero: draw.numero })}
      </p>
      <table className={styles.board}>
        <caption className="visually-hidden">{t('results.caption', { numero: draw.numero })}</caption>
        <tbody>
          {prizeRows(draw.prizes).map((row) => (
            <tr
              key={row.prize}
              className={`${row.prize === 'DB' ? styles.special : ''} ${row.prize === current ? styles.drawingRow : ''}`}
            >
              <th scope="row">{t(`prizes.${row.prize}`)}</th>
              <td>
                {row.numbers.map((n, i) =>
                  i < (shown.get(row.prize) ?? 0) ? (
                    <span key={i} className={styles.number} data-testid={`live-${row.prize}`}>
                      {n}
                    </span>
                  ) : (
                    <span key={i} className={`${styles.number} ${styles.unrevealed}`} aria-hidden="true">
                      {'•'.repeat(n.length)}
                    </span>
                  ),
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
