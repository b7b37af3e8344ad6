import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@suerte/contracts';
import { Link } from 'react-router';
import { formatCountdown } from '../model/countdown';
import { fairLink } from '../model/fair-link';
import { useNow } from '../hooks/use-countdown';
import { CountdownText } from './countdown-text';
import { LiveReveal } from './live-reveal';
import styles from './lottery.module.css';

interface LiveDrawProps {
  draw: LotteryDraw | null;
  /**
   * Whether betting on `draw` is open, as the game page decides it (the server's word and its own countdown to the
   * lock), so that this countdown and the bet slip never disagree.
   */
  onSale: boolean;
  closesAt: number | null;
  drawAt: number | null;
  /** A past draw still waiting for its result. */
  pending: LotteryDraw | null;
  /** The newest draw with a result. */
  latest: LotteryDraw | null;
  /** False while the results are loading: `latest` is then null without meaning "no result yet". */
  resultsLoaded?: boolean;
}

/**
 * The newest result when the results were first loaded (null: none yet; undefined: not loaded yet). A result
 * already out when the page opened is not played as live; one published after that is.
 */
function useOpeningResult(latest: string | null, loaded: boolean): string | null | undefined {
  const [opening, setOpening] = useState<string | null | undefined>(loaded ? latest : undefined);
  if (opening === undefined && loaded) setOpening(latest);
  return loaded ? (opening === undefined ? latest : opening) : undefined;
}

/**
 * The live draw: the open draw's number, the countdown to the close of betting (then to the draw), its seed
 * commitment (hash) published before betting closes; the last result with its revealed seed and /fair link.
 * A result published while the member watches is played back prize by prize (LiveReveal); an earlier one can
 * be watched again on request.
 */
export function LiveDraw({
  draw,
  onSale,
  closesAt,
  drawAt,
  pending,
  latest,
  resultsLoaded = true,
}: LiveDrawProps) {
  const { t } = useTranslation('lottery');
  const now = useNow();
  const locked = draw !== null && !onSale;
  const opening = useOpeningResult(latest?.numero ?? null, resultsLoaded);
  const [watching, setWatching] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const live = latest !== null && opening !== undefined && latest.numero !== opening;
  const board =
    latest?.prizes && (live || watching === latest.numero) ? { ...latest, prizes: latest.prizes } : null;
  return (
    <>
      <dl className={styles.drawFacts} data-testid="live-draw">
        <div>
          <dt>{t('game.draw')}</dt>
          <dd data-testid="numero">{draw?.numero ?? '—'}</dd>
        </div>
        <div>
          <dt>{locked ? t('game.drawsIn') : t('game.closesIn')}</dt>
          <dd>
            {locked ? (
              <time data-testid="countdown">{formatCountdown(drawAt === null ? null : drawAt - now)}</time>
            ) : (
              <CountdownText closesAt={closesAt} onSale={onSale} />
            )}
          </dd>
        </div>
        {pending ? (
          <div>
            <dt>{t('game.drawing', { numero: pending.numero })}</dt>
            <dd className={styles.muted} data-testid="drawing">
              {t('game.waitingResult')}
            </dd>
          </div>
        ) : null}
        {latest ? (
          <div>
            <dt>{t('game.lastResult', { numero: latest.numero })}</dt>
            <dd>
              <span className={styles.winning} data-testid="last-result">
                {/* While the draw plays back, its special prize stays hidden until its turn. */}
                {playing && board ? '•'.repeat(latest.winningNumber.length) : latest.winningNumber}
              </span>{' '}
              {board ? null : (
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => setWatching(latest.numero)}
                  data-testid="live-watch"
                >
                  {t('live.watch')}
                </button>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      {board ? <LiveReveal key={board.numero} draw={board} autoPlay={live} onPlaying={setPlaying} /> : null}
      {draw?.seedHash ? (
        <p className={styles.hash} data-testid="seed-hash">
          {t('game.seedHash', { hash: draw.seedHash })}
        </p>
      ) : null}
      {latest?.serverSeed ? (
        <p className={styles.hash}>
          {t('game.seedRevealed', { numero: latest.numero, seed: latest.serverSeed })}{' '}
          <Link to={fairLink(latest)}>{t('results.verify')}</Link>
        </p>
      ) : null}
    </>
  );
}
