import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openTile, unopenedValues, type PickState } from '../model/playback';

interface PickBonusProps {
  board: readonly number[];
  win: number;
  format: (minor: number) => string;
  /** Autoplay: tiles open one after another by themselves. */
  auto: boolean;
  /** Milliseconds between tiles in autoplay, and before the bonus closes. */
  pace: number;
  onDone: () => void;
}

/**
 * The pick bonus: touch tiles until a collect tile ends it. The board was shuffled by the server before the
 * first pick; the k-th tile touched shows the k-th value of that board, whichever tile it is.
 */
export function PickBonus({ board, win, format, auto, pace, onDone }: PickBonusProps) {
  const { t } = useTranslation('studio');
  const [state, setState] = useState<PickState>({ opened: new Map(), done: false });
  const open = (tile: number) => setState((s) => openTile(s, board, tile));

  useEffect(() => {
    if (!auto || state.done) return;
    const next = Array.from({ length: board.length }, (_, i) => i).find((i) => !state.opened.has(i));
    if (next === undefined) return;
    const timer = setTimeout(() => open(next), pace);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one tile per state change
  }, [auto, state, pace, board.length]);

  useEffect(() => {
    if (!auto || !state.done) return;
    const timer = setTimeout(onDone, pace * 2);
    return () => clearTimeout(timer);
  }, [auto, state.done, pace, onDone]);

  const rest = state.done ? unopenedValues(state, board) : new Map<number, number>();
  const prizes = [...state.opened.values()].filter((v) => v > 0);
  return (
    <div
      className="studio-pick"
      role="dialog"
      aria-modal="true"
      aria-labelledby="pick-title"
      data-testid="pick-bonus"
    >
      <h2 id="pick-title">{t('pick.title')}</h2>
      <p>{state.done ? t('pick.ended', { amount: format(win) }) : t('pick.instructions')}</p>
      <div className="studio-pick__board">
        {board.map((_, tile) => {
          const value = state.opened.get(tile);
          const shown = value ?? rest.get(tile);
          const opened = value !== undefined;
          return (
            <button
              key={tile}
              type="button"
              className={`studio-tile${opened ? ' studio-tile--open' : ''}${shown === 0 ? ' studio-tile--collect' : ''}${!opened && shown !== undefined ? ' studio-tile--rest' : ''}`}
              disabled={state.done || opened}
              onClick={() => open(tile)}
              aria-label={
                shown === undefined
                  ? t('pick.tile', { tile: tile + 1 })
                  : shown === 0
                    ? t('pick.collect')
                    : t('pick.prize', { multiple: shown })
              }
              data-testid="pick-tile"
              data-value={shown}
            >
              {shown === undefined ? '?' : shown === 0 ? t('pick.collectShort') : `×${shown}`}
            </button>
          );
        })}
      </div>
      <p className="studio-pick__sum" data-testid="pick-sum">
        {t('pick.sum', { multiples: prizes.reduce((a, v) => a + v, 0) })}
      </p>
      {state.done ? (
        <button
          type="button"
          className="studio-primary"
          onClick={onDone}
          autoFocus
          data-testid="pick-continue"
        >
          {t('pick.continue')}
        </button>
      ) : null}
    </div>
  );
}
