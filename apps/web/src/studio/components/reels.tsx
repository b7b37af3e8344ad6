import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotGame, SlotVariant } from '@suerte/fair';
import { reelTape, reelTravel, type Grid } from '../model/reels';
import { cellKey, linePoints, type ShownLineWin } from '../model/wins';
import { SymbolArt } from './symbol-art';

/** A spin the reels are showing: from the grid they showed to the grid the server decided. */
export interface ReelSpin {
  /** Changes for every spin (the animation restarts). */
  key: number;
  before: Grid;
  after: Grid;
  stops: readonly number[];
  /** Milliseconds reel 1 spins; each next reel stops `stagger` later. */
  duration: number;
  stagger: number;
  fast: boolean;
}

interface ReelsProps {
  game: SlotGame;
  variant: SlotVariant | undefined;
  /** What the reels show at rest. */
  grid: Grid;
  /** Set while the reels spin. */
  spin: ReelSpin | null;
  winning: ReadonlySet<string>;
  lines: readonly ShownLineWin[];
}

function SpinningReel({
  gameId,
  reel,
  spin,
  strip,
  symbol,
}: {
  gameId: string;
  reel: number;
  spin: ReelSpin;
  strip: string | undefined;
  symbol: (code: string) => string;
}) {
  const tapeRef = useRef<HTMLDivElement>(null);
  const travel = reelTravel(reel, spin.fast);
  const tape = reelTape(spin.before[reel] ?? [], spin.after[reel] ?? [], travel, strip, spin.stops[reel]);
  useLayoutEffect(() => {
    const el = tapeRef.current;
    if (!el) return;
    const end = `translateY(-${((tape.length - 3) / tape.length) * 100}%)`;
    el.style.transition = 'none';
    el.style.transform = 'translateY(0)';
    // Read layout so the start position is painted before the transition to the outcome begins.
    void el.getBoundingClientRect();
    el.style.transition = `transform ${spin.duration + reel * spin.stagger}ms cubic-bezier(0.2, 0.7, 0.25, 1.05)`;
    el.style.transform = end;
  }, [spin.key, spin.duration, spin.stagger, reel, tape.length]);
  return (
    <div className="studio-reel" data-testid="reel-spinning">
      <div className="studio-reel__tape" ref={tapeRef} style={{ height: `${(tape.length / 3) * 100}%` }}>
        {tape.map((code, i) => (
          <div key={i} className="studio-cell" style={{ height: `${100 / tape.length}%` }} aria-hidden="true">
            <SymbolArt gameId={gameId} code={code} label={symbol(code)} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The 5×3 reels. At rest they show `grid` with the winning cells lit and the paying lines drawn over them;
 * while spinning, each reel scrolls its strip down to the server's stop (left to right), nothing else.
 */
export const Reels = memo(function Reels({ game, variant, grid, spin, winning, lines }: ReelsProps) {
  const { t } = useTranslation(['studio', 'fair']);
  const symbol = (code: string) => t(`fair:symbols.${game.id}.${code}`);
  return (
    <div className="studio-reels" data-testid="reels" data-spinning={spin ? 'true' : undefined}>
      <div className="studio-reels__grid">
        {[0, 1, 2, 3, 4].map((reel) =>
          spin ? (
            <SpinningReel
              key={`${spin.key}-${reel}`}
              gameId={game.id}
              reel={reel}
              spin={spin}
              strip={variant?.strips[reel]}
              symbol={symbol}
            />
          ) : (
            <div
              key={reel}
              className="studio-reel"
              role="group"
              aria-label={t('reels.reel', { reel: reel + 1 })}
            >
              {[0, 1, 2].map((row) => {
                const code = grid[reel]?.[row] ?? '';
                const won = winning.has(cellKey(reel, row));
                return (
                  <div
                    key={row}
                    className={`studio-cell${won ? ' studio-cell--won' : ''}${winning.size > 0 && !won ? ' studio-cell--dim' : ''}`}
                    data-testid={`cell-${reel}-${row}`}
                    data-symbol={code}
                    data-won={won || undefined}
                  >
                    <SymbolArt gameId={game.id} code={code} label={symbol(code)} />
                  </div>
                );
              })}
            </div>
          ),
        )}
      </div>
      {!spin && lines.length > 0 ? (
        <svg
          className="studio-reels__lines"
          viewBox="0 0 500 300"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {lines.map((win, i) => (
            <polyline
              key={win.line}
              points={linePoints(game, win.line)}
              className="studio-payline"
              style={{ stroke: `hsl(${(i * 67 + 40) % 360} 95% 60%)` }}
              data-testid="payline"
            />
          ))}
        </svg>
      ) : null}
    </div>
  );
});
