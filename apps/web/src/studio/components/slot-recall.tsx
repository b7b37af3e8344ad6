import { useTranslation } from 'react-i18next';
import type { StudioRound, StudioSpinOutcome } from '@suerte/contracts';
import { findVariant, type SlotGame } from '@suerte/fair';
import { winningCells } from '../model/wins';
import { SymbolArt } from './symbol-art';

function MiniGrid({ game, spin }: { game: SlotGame; spin: StudioSpinOutcome }) {
  const { t } = useTranslation('fair');
  const won = winningCells(game, spin.grid, spin.lineWins, spin.scatterWin > 0 || spin.triggered);
  return (
    <div
      className="studio-mini-grid"
      role="img"
      aria-label={spin.grid.map((col) => col.map((c) => t(`symbols.${game.id}.${c}`)).join(', ')).join(' | ')}
    >
      {[0, 1, 2].map((row) =>
        spin.grid.map((column, reel) => (
          <div
            key={`${reel}-${row}`}
            className={`studio-mini-cell${won.has(`${reel}-${row}`) ? ' studio-cell--won' : ''}`}
          >
            <SymbolArt gameId={game.id} code={column[row] ?? ''} label="" />
          </div>
        )),
      )}
    </div>
  );
}

function SpinStep({
  game,
  spin,
  title,
  format,
}: {
  game: SlotGame;
  spin: StudioSpinOutcome;
  title: string;
  format: (minor: number) => string;
}) {
  const { t } = useTranslation(['studio', 'fair']);
  return (
    <li className="studio-step">
      <p className="studio-strong">{title}</p>
      <p className="studio-muted">{t('recall.stops', { stops: spin.stops.join(' · ') })}</p>
      <MiniGrid game={game} spin={spin} />
      <ul className="studio-step__wins">
        {spin.lineWins.map((win) => (
          <li key={win.line}>
            {t('wins.line', {
              line: win.line + 1,
              count: win.count,
              symbol: t(`fair:symbols.${game.id}.${win.symbol}`),
              amount: format(win.win),
            })}
          </li>
        ))}
        {spin.scatterWin > 0 ? (
          <li>{t('wins.scatter', { count: spin.scatterCount, amount: format(spin.scatterWin) })}</li>
        ) : null}
        {spin.lineWins.length === 0 && spin.scatterWin === 0 ? <li>{t('recall.noWin')}</li> : null}
      </ul>
    </li>
  );
}

/** A slot round in recall: the base spin, every free spin, the pick bonus. */
export function SlotRoundSteps({
  round,
  format,
}: {
  round: Extract<StudioRound, { kind: 'slot' }>;
  format: (minor: number) => string;
}) {
  const { t } = useTranslation('studio');
  const game = findVariant(round.game, round.variant)?.game;
  if (!game) return null;
  const { outcome } = round;
  return (
    <>
      <SpinStep game={game} spin={outcome} title={t('recall.baseSpin')} format={format} />
      {outcome.freeSpins.map((spin, i) => (
        <SpinStep
          key={i}
          game={game}
          spin={spin}
          title={t('recall.freeSpin', {
            index: i + 1,
            total: outcome.freeSpins.length,
            multiplier: outcome.freeSpinsMultiplier,
          })}
          format={format}
        />
      ))}
      {outcome.pickBonus ? (
        <li className="studio-step">
          <p className="studio-strong">{t('recall.pick')}</p>
          <p>
            {t('recall.pickRevealed', {
              prizes: outcome.pickBonus.revealed.map((v) => `×${v}`).join(', ') || '—',
              amount: format(outcome.pickBonus.win),
            })}
          </p>
        </li>
      ) : null}
    </>
  );
}
