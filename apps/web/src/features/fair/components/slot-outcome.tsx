import { useTranslation } from 'react-i18next';
import { findVariant, type SlotGame, type SlotRound, type SpinResult } from '@suerte/fair';
import { winMultiplier } from '../model/verify-round';
import styles from './fair.module.css';

/** Cells ("reel-row") that the spin's line wins and scatter win are made of. */
function winningCells(game: SlotGame, spin: SpinResult): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}-${game.lines[win.line]![reel]}`);
  }
  const scatter = game.symbols.find((s) => s.kind === 'scatter')!.code;
  if (spin.scatterPay > 0 || spin.triggered) {
    spin.grid.forEach((column, reel) =>
      column.forEach((code, row) => code === scatter && cells.add(`${reel}-${row}`)),
    );
  }
  return cells;
}

function SlotGrid({ game, spin }: { game: SlotGame; spin: SpinResult }) {
  const { t } = useTranslation('fair');
  const wins = winningCells(game, spin);
  const rows = [0, 1, 2];
  return (
    <div className={styles.grid} role="table" aria-label={t('slot.grid')} data-testid="fair-slot-grid">
      {rows.map((row) => (
        <div key={row} role="row" className={styles.gridRow}>
          {spin.grid.map((column, reel) => {
            const code = column[row]!;
            const won = wins.has(`${reel}-${row}`);
            return (
              <div
                key={reel}
                role="cell"
                className={`${styles.cell} ${won ? styles.cellWon : ''}`}
                data-testid="fair-cell"
                data-won={won || undefined}
              >
                <span className={styles.code}>{code}</span>
                <span className={styles.symbolName}>{t(`symbols.${game.id}.${code}`)}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function FeatureSummary({ game, round }: { game: SlotGame; round: SlotRound }) {
  const { t } = useTranslation('fair');
  const feature = round.feature;
  if (!feature) return null;
  if (feature.kind === 'freeSpins')
    return (
      <p>
        {t('slot.freeSpins', {
          count: feature.spins.length,
          multiplier: game.feature.kind === 'freeSpins' ? game.feature.multiplier : 1,
          pay: feature.pay,
        })}
      </p>
    );
  return <p>{t('slot.pick', { prizes: feature.revealed.join(', ') || '—', pay: feature.pay })}</p>;
}

/** A replayed slot round: the base spin's 5×3 screen with its wins marked, the lines that pay, the feature. */
export function SlotOutcome({
  round,
  gameId,
  variantId,
}: {
  round: SlotRound;
  gameId: string;
  variantId: string;
}) {
  const { t } = useTranslation('fair');
  const game = findVariant(gameId, variantId)!.game;
  const symbol = (code: string) => t(`symbols.${game.id}.${code}`);
  const scatter = game.symbols.find((s) => s.kind === 'scatter')!.code;
  return (
    <div className={styles.outcome} data-testid="fair-slot-outcome">
      <SlotGrid game={game} spin={round.base} />
      <p className={styles.stops}>{t('slot.stops', { stops: round.base.stops.join(' · ') })}</p>
      <ul className={styles.wins} data-testid="fair-line-wins">
        {round.base.lineWins.map((win) => (
          <li key={win.line}>
            {t('slot.line', {
              line: win.line + 1,
              count: win.count,
              symbol: symbol(win.symbol),
              pay: win.pay,
            })}
          </li>
        ))}
        {round.base.scatterPay > 0 ? (
          <li>
            {t('slot.scatter', {
              count: round.base.scatterCount,
              symbol: symbol(scatter),
              pay: round.base.scatterPay,
            })}
          </li>
        ) : null}
      </ul>
      <FeatureSummary game={game} round={round} />
      <p className={styles.total} data-testid="fair-win">
        {round.pay > 0
          ? t('slot.win', { multiplier: winMultiplier(round.pay, round.bet), pay: round.pay, bet: round.bet })
          : t('slot.noWin', { bet: round.bet })}
      </p>
    </div>
  );
}
