import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioSpin, StudioSpinOutcome } from '@suerte/contracts';
import { findVariant, type SlotGame, type SlotVariant } from '@suerte/fair';
import { studioApi } from '../api/studio-api';
import { affordableBet, initialBet, stepBet } from '../model/bets';
import { errorKey } from '../model/errors';
import type { SessionOf } from '../model/kinds';
import { localName } from '../model/names';
import { playbackSteps } from '../model/playback';
import { restingGrid, type Grid } from '../model/reels';
import { wait, type Timing } from '../model/timing';
import { useGameTable } from '../model/use-game-table';
import { useRoundCall } from '../model/use-round-call';
import { winningCells } from '../model/wins';
import { BetControls } from './bet-controls';
import { GameShell, ownsKey, RoundError, type Notify } from './game-shell';
import { PickBonus } from './pick-bonus';
import { Reels, type ReelSpin } from './reels';
import { Rules } from './rules';
import { SymbolDefs } from './symbol-art';

export { NORMAL_TIMING, NO_TIMING, STILL_TIMING, type Timing } from '../model/timing';

const AUTOPLAY_COUNTS = [10, 25, 50] as const;

interface SlotScreenProps {
  session: SessionOf<'slot'>;
  timing: Timing;
  /** A round to show in recall at once (from the betting record). */
  focusRound?: string | null;
  /** Tells the page around the game (same origin) that the balance moved, or that the player leaves. */
  notify?: Notify;
}

const NO_WINS: StudioSpinOutcome['lineWins'] = [];

function shownWins(spin: StudioSpinOutcome | null) {
  return spin ? spin.lineWins : NO_WINS;
}

/**
 * The slot game: reels, bet, spin, autoplay, wins, the feature's playback, balance, errors, and the rules,
 * fairness and recall panels. Every outcome on screen is one the server returned; the client only plays it.
 */
export function SlotScreen({ session, timing, focusRound = null, notify }: SlotScreenProps) {
  const { t, i18n } = useTranslation(['studio', 'fair']);
  const info = session.game;
  const variant: SlotVariant | undefined = findVariant(info.code, info.variant);
  const game: SlotGame | undefined = variant?.game;
  const table = useGameTable(session, focusRound, i18n.language, notify);
  const { staked, settled } = table;
  const { balance, format } = table;
  const [bet, setBet] = useState(() => initialBet(info.betLevels, info.defaultBet));
  const [grid, setGrid] = useState<Grid>(() => (game ? restingGrid(variant, game) : []));
  const [reelSpin, setReelSpin] = useState<ReelSpin | null>(null);
  const [shown, setShown] = useState<StudioSpinOutcome | null>(null);
  const [roundWin, setRoundWin] = useState<number | null>(null);
  const [freeSpin, setFreeSpin] = useState<{ index: number; total: number } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [pick, setPick] = useState<{ board: number[]; win: number } | null>(null);
  const { call, done, busy, error, sessionOver, clearError, alive } = useRoundCall();
  const { panel, setPanel } = table;
  const [autoplay, setAutoplay] = useState(0);
  const [autoMenu, setAutoMenu] = useState(false);
  const [lastRound, setLastRound] = useState<StudioSpin | null>(null);

  const pickDone = useRef<(() => void) | null>(null);
  const spinCount = useRef(0);
  const gridRef = useRef(grid);
  useEffect(() => {
    gridRef.current = grid;
  }, [grid]);

  const showSpin = useCallback(
    async (spin: StudioSpinOutcome, free: { index: number; total: number } | null) => {
      setShown(null);
      setReelSpin({
        key: ++spinCount.current,
        before: gridRef.current,
        after: spin.grid,
        stops: spin.stops,
        duration: free ? timing.freeReel : timing.reel,
        stagger: timing.stagger,
        fast: free !== null,
      });
      const duration = free ? timing.freeReel : timing.reel;
      // The last reel stops `4 × stagger` after the first (a little slack for the last frame).
      await wait(duration > 0 ? duration + timing.stagger * 4 + 50 : 0);
      if (!alive.current) return;
      setReelSpin(null);
      setGrid(spin.grid);
      setShown(spin);
      if (spin.win > 0 || spin.triggered) await wait(timing.win);
    },
    [timing, alive],
  );

  const play = useCallback(async () => {
    if (busy || sessionOver || !game) return false;
    setRoundWin(null);
    setShown(null);
    setFreeSpin(null);
    // A spin that may have been played keeps its key: sending it again answers the same round.
    const round = await call({ bet }, (key) => studioApi.spin(session.sessionToken, bet, key));
    if (!round) {
      setAutoplay(0);
      return false;
    }
    staked(round);
    for (const step of playbackSteps(round)) {
      if (!alive.current) return false;
      if (step.kind === 'reels') {
        setFreeSpin(step.freeSpin);
        await showSpin(step.spin, step.freeSpin);
        setRoundWin(step.runningWin);
      } else if (step.kind === 'freeSpinsIntro') {
        setBanner(t('freeSpins.won', { count: step.count, multiplier: step.multiplier }));
        await wait(timing.intro);
        setBanner(null);
      } else if (step.kind === 'pick') {
        await new Promise<void>((resolve) => {
          pickDone.current = resolve;
          setPick({ board: step.board, win: step.win });
        });
        setPick(null);
      } else {
        setRoundWin(step.totalWin);
      }
    }
    if (!alive.current) return false;
    setFreeSpin(null);
    setLastRound(round);
    // Autoplay stops when the balance no longer covers the bet.
    if (round.balanceAfter < bet) setAutoplay(0);
    settled(round);
    done();
    return true;
  }, [
    busy,
    sessionOver,
    game,
    call,
    done,
    alive,
    session.sessionToken,
    bet,
    staked,
    settled,
    showSpin,
    t,
    timing.intro,
  ]);

  // Autoplay: the next spin once the last one has been shown, until the count runs out or something stops it.
  useEffect(() => {
    if (autoplay <= 0 || busy || sessionOver || error || bet > balance) return;
    const timer = setTimeout(() => {
      setAutoplay((n) => n - 1);
      void play();
    }, timing.win);
    return () => clearTimeout(timer);
  }, [autoplay, busy, sessionOver, error, bet, balance, play, timing.win]);

  // Keyboard: Space or Enter spins, arrows change the bet, Escape closes a panel.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panel) {
        setPanel(null);
        return;
      }
      if (panel || pick || ownsKey(event.target, event.key)) return;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        if (!event.repeat) void play();
      } else if (event.key === 'ArrowUp' || event.key === 'ArrowRight') {
        event.preventDefault();
        if (!busy) setBet((b) => stepBet(info.betLevels, b, 1));
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft') {
        event.preventDefault();
        if (!busy) setBet((b) => stepBet(info.betLevels, b, -1));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panel, pick, play, busy, info.betLevels, setPanel]);

  const winning = useMemo(
    () =>
      game && shown
        ? winningCells(game, shown.grid, shown.lineWins, shown.scatterWin > 0 || shown.triggered)
        : new Set<string>(),
    [game, shown],
  );

  if (!game) {
    return (
      <div className="studio-fatal" role="alert">
        {t('errors.unknownGame')}
      </div>
    );
  }

  const cannotAfford = !busy && bet > balance;
  const errKey = error ? errorKey(error) : null;
  // A bet the balance covers, to offer when the current one is too high (the server's balance may be lower).
  const lowerBet =
    errKey === 'errors.insufficient'
      ? affordableBet(
          info.betLevels.filter((level) => level < bet),
          balance,
        )
      : cannotAfford
        ? affordableBet(info.betLevels, balance)
        : null;
  const symbol = (code: string) => t(`fair:symbols.${game.id}.${code}`);

  return (
    <GameShell
      {...table.shell}
      busy={busy}
      rules={
        <Rules
          game={game}
          variant={info.variant}
          bet={{ amount: bet, format }}
          title={localName(info, i18n.language)}
        />
      }
      focusRound={focusRound ?? lastRound?.roundId ?? null}
      className={`studio-game--${game.id}`}
      testId="slot-screen"
      overlay={
        pick ? (
          <PickBonus
            board={pick.board}
            win={pick.win}
            format={format}
            auto={autoplay > 0}
            pace={timing.pick}
            onDone={() => pickDone.current?.()}
          />
        ) : null
      }
    >
      <SymbolDefs />
      <main className="studio-stage">
        <div className="studio-status" aria-live="polite" data-testid="status">
          {banner ? (
            <span className="studio-banner" data-testid="banner">
              {banner}
            </span>
          ) : freeSpin ? (
            <span data-testid="free-spin-counter">
              {t('freeSpins.counter', { index: freeSpin.index, total: freeSpin.total })}
            </span>
          ) : roundWin !== null && !busy ? (
            roundWin > 0 ? (
              <span className="studio-win-text" data-testid="round-win">
                {t('wins.total', { amount: format(roundWin) })}
              </span>
            ) : (
              <span data-testid="round-win">{t('wins.none')}</span>
            )
          ) : busy ? (
            <span>{t('spinning')}</span>
          ) : (
            <span>{t('hint')}</span>
          )}
        </div>
        <Reels
          game={game}
          variant={variant}
          grid={grid}
          spin={reelSpin}
          winning={winning}
          lines={shownWins(shown)}
        />
        <ul className="studio-wins" data-testid="line-wins">
          {shown?.lineWins.map((win) => (
            <li key={win.line}>
              {t('wins.line', {
                line: win.line + 1,
                count: win.count,
                symbol: symbol(win.symbol),
                amount: format(win.win),
              })}
            </li>
          ))}
          {shown && shown.scatterWin > 0 ? (
            <li>{t('wins.scatter', { count: shown.scatterCount, amount: format(shown.scatterWin) })}</li>
          ) : null}
          {busy && roundWin !== null && roundWin > 0 ? (
            <li className="studio-win-text">{t('wins.running', { amount: format(roundWin) })}</li>
          ) : null}
        </ul>

        {errKey ? (
          <RoundError
            error={error}
            sessionOver={sessionOver}
            onRetry={() => void play()}
            retryLabel={t('retrySpin')}
            notify={notify}
          >
            {errKey === 'errors.insufficient' && lowerBet !== null ? (
              <button
                type="button"
                className="studio-secondary"
                onClick={() => (setBet(lowerBet), clearError())}
              >
                {t('betTo', { amount: format(lowerBet) })}
              </button>
            ) : null}
          </RoundError>
        ) : cannotAfford ? (
          <div className="studio-error" role="status" data-testid="cannot-afford">
            <p>{t('errors.insufficient')}</p>
            {lowerBet !== null ? (
              <button type="button" className="studio-secondary" onClick={() => setBet(lowerBet)}>
                {t('betTo', { amount: format(lowerBet) })}
              </button>
            ) : null}
          </div>
        ) : null}
      </main>

      <footer className="studio-controls">
        <BetControls
          levels={info.betLevels}
          bet={bet}
          onChange={setBet}
          disabled={busy || autoplay > 0}
          format={format}
        />
        <button
          type="button"
          className="studio-spin"
          onClick={() => void play()}
          disabled={busy || sessionOver || cannotAfford}
          aria-keyshortcuts="Space Enter"
          data-testid="spin"
        >
          {busy ? t('spinning') : t('spin')}
        </button>
        <div className="studio-auto">
          {autoplay > 0 ? (
            <button
              type="button"
              className="studio-chip"
              onClick={() => setAutoplay(0)}
              data-testid="autoplay-stop"
            >
              {t('autoplay.stop', { count: autoplay })}
            </button>
          ) : (
            <button
              type="button"
              className="studio-chip"
              aria-expanded={autoMenu}
              onClick={() => setAutoMenu((o) => !o)}
              disabled={sessionOver}
              data-testid="autoplay"
            >
              {t('autoplay.label')}
            </button>
          )}
          {autoMenu && autoplay === 0 ? (
            <div className="studio-auto__menu" role="menu">
              {AUTOPLAY_COUNTS.map((count) => (
                <button
                  key={count}
                  type="button"
                  role="menuitem"
                  className="studio-chip"
                  onClick={() => {
                    setAutoMenu(false);
                    setAutoplay(count);
                  }}
                >
                  {count}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      </footer>
    </GameShell>
  );
}
