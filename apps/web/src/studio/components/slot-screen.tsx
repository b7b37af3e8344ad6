import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioFairness, StudioSession, StudioSpin, StudioSpinOutcome } from '@suerte/contracts';
import { findVariant, type SlotGame, type SlotVariant } from '@suerte/fair';
import { newIdempotencyKey, studioApi } from '../api/studio-api';
import { affordableBet, initialBet, stepBet } from '../model/bets';
import { endsSession, errorKey, retriable } from '../model/errors';
import { formatMoney } from '../model/money';
import { playbackSteps } from '../model/playback';
import { restingGrid, type Grid } from '../model/reels';
import { winningCells } from '../model/wins';
import { BetControls } from './bet-controls';
import { FairnessPanel } from './fairness-panel';
import { PickBonus } from './pick-bonus';
import { RecallPanel } from './recall-panel';
import { Reels, type ReelSpin } from './reels';
import { Rules } from './rules';
import { SymbolDefs } from './symbol-art';

/** Milliseconds of each part of the show; all 0 in tests and when the player asks for reduced motion. */
export interface Timing {
  reel: number;
  stagger: number;
  freeReel: number;
  win: number;
  intro: number;
  pick: number;
}

export const NORMAL_TIMING: Timing = {
  reel: 900,
  stagger: 160,
  freeReel: 450,
  win: 900,
  intro: 1400,
  pick: 350,
};
export const NO_TIMING: Timing = { reel: 0, stagger: 0, freeReel: 0, win: 0, intro: 0, pick: 0 };
/** Reduced motion: the reels jump to the outcome; wins and banners still stay long enough to read. */
export const STILL_TIMING: Timing = { reel: 0, stagger: 0, freeReel: 0, win: 700, intro: 1000, pick: 300 };

const AUTOPLAY_COUNTS = [10, 25, 50] as const;

type Panel = 'rules' | 'fair' | 'recall' | null;

interface SlotScreenProps {
  session: StudioSession;
  timing: Timing;
  /** A round to show in recall at once (from the betting record). */
  focusRound?: string | null;
  /** Tells the page around the game (same origin) that the balance moved, or that the player leaves. */
  notify?: (message: { type: 'studio:balance' } | { type: 'studio:lobby' }) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : resolve()));

const NO_WINS: StudioSpinOutcome['lineWins'] = [];

function shownWins(spin: StudioSpinOutcome | null) {
  return spin ? spin.lineWins : NO_WINS;
}

/** Keys that belong to the control in focus, not to the game. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('input, textarea, select, [role="dialog"]')) return true;
  return (key === 'Enter' || key === ' ') && Boolean(target.closest('button, a'));
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
  const format = useCallback(
    (minor: number) => formatMoney(minor, session.currency, i18n.language),
    [session.currency, i18n.language],
  );

  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState<StudioFairness>(session.fairness);
  const [bet, setBet] = useState(() => initialBet(info.betLevels, info.defaultBet));
  const [grid, setGrid] = useState<Grid>(() => (game ? restingGrid(variant, game) : []));
  const [reelSpin, setReelSpin] = useState<ReelSpin | null>(null);
  const [shown, setShown] = useState<StudioSpinOutcome | null>(null);
  const [roundWin, setRoundWin] = useState<number | null>(null);
  const [freeSpin, setFreeSpin] = useState<{ index: number; total: number } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [pick, setPick] = useState<{ board: number[]; win: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sessionOver, setSessionOver] = useState(false);
  const [panel, setPanel] = useState<Panel>(focusRound ? 'recall' : null);
  const [autoplay, setAutoplay] = useState(0);
  const [autoMenu, setAutoMenu] = useState(false);
  const [version, setVersion] = useState(0);
  const [lastRound, setLastRound] = useState<StudioSpin | null>(null);

  const pendingKey = useRef<string | null>(null);
  const pickDone = useRef<(() => void) | null>(null);
  const spinCount = useRef(0);
  const alive = useRef(true);
  const gridRef = useRef(grid);
  useEffect(() => {
    gridRef.current = grid;
  }, [grid]);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

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
    [timing],
  );

  const play = useCallback(async () => {
    if (busy || sessionOver || !game) return false;
    const key = pendingKey.current ?? newIdempotencyKey();
    pendingKey.current = key;
    setBusy(true);
    setError(null);
    setRoundWin(null);
    setShown(null);
    setFreeSpin(null);
    let round: StudioSpin;
    try {
      round = await studioApi.spin(session.sessionToken, bet, key);
    } catch (e) {
      if (!alive.current) return false;
      // A spin that may have been played keeps its key: sending it again answers the same round.
      if (!retriable(e)) pendingKey.current = null;
      if (endsSession(e)) setSessionOver(true);
      setError(e);
      setBusy(false);
      setAutoplay(0);
      return false;
    }
    pendingKey.current = null;
    setBalance(round.balanceBefore - round.bet);
    notify?.({ type: 'studio:balance' });
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
    setBalance(round.balanceAfter);
    setFairness(round.fairness);
    setLastRound(round);
    setVersion((v) => v + 1);
    // Autoplay stops when the balance no longer covers the bet.
    if (round.balanceAfter < bet) setAutoplay(0);
    setBusy(false);
    notify?.({ type: 'studio:balance' });
    return true;
  }, [busy, sessionOver, game, session.sessionToken, bet, notify, showSpin, t, timing.intro]);

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
  }, [panel, pick, play, busy, info.betLevels]);

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
  const framed = typeof window !== 'undefined' && window.parent !== window;

  return (
    <div className={`studio-game studio-game--${game.id}`} data-testid="slot-screen">
      <SymbolDefs />
      <header className="studio-top">
        <div className="studio-top__title">
          <h1>{info.name}</h1>
          {session.demo ? (
            <span className="studio-demo" data-testid="demo-label">
              {t('demo')}
            </span>
          ) : null}
        </div>
        <div className="studio-balance">
          <span className="studio-label">{t('balance')}</span>
          <output data-testid="balance" aria-live="polite">
            {format(balance)} <span className="studio-currency">{session.currency}</span>
          </output>
        </div>
        <nav className="studio-menu" aria-label={t('menu')}>
          {(['rules', 'fair', 'recall'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className="studio-chip"
              aria-pressed={panel === p}
              onClick={() => setPanel(panel === p ? null : p)}
              data-testid={`open-${p}`}
            >
              {t(`panels.${p}`)}
            </button>
          ))}
          {!framed ? (
            <a className="studio-chip" href="/">
              {t('lobby')}
            </a>
          ) : null}
        </nav>
      </header>

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
          <div className="studio-error" role="alert" data-testid="game-error" data-error={errKey}>
            <p>{t(errKey)}</p>
            {retriable(error) && !sessionOver ? (
              <button type="button" className="studio-secondary" onClick={() => void play()}>
                {t('retrySpin')}
              </button>
            ) : null}
            {errKey === 'errors.insufficient' && lowerBet !== null ? (
              <button
                type="button"
                className="studio-secondary"
                onClick={() => (setBet(lowerBet), setError(null))}
              >
                {t('betTo', { amount: format(lowerBet) })}
              </button>
            ) : null}
            {sessionOver ? (
              <button
                type="button"
                className="studio-secondary"
                onClick={() => (framed ? notify?.({ type: 'studio:lobby' }) : window.location.assign('/'))}
              >
                {t('lobby')}
              </button>
            ) : null}
          </div>
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

      {pick ? (
        <div className="studio-overlay">
          <PickBonus
            board={pick.board}
            win={pick.win}
            format={format}
            auto={autoplay > 0}
            pace={timing.pick}
            onDone={() => pickDone.current?.()}
          />
        </div>
      ) : null}

      {panel ? (
        <div className="studio-overlay" onClick={(e) => e.target === e.currentTarget && setPanel(null)}>
          <section className="studio-panel" role="dialog" aria-modal="true" aria-labelledby="panel-title">
            <header className="studio-panel__head">
              <h2 id="panel-title">{t(`panels.${panel}`)}</h2>
              <button
                type="button"
                className="studio-chip"
                onClick={() => setPanel(null)}
                autoFocus
                data-testid="close-panel"
              >
                {t('close')}
              </button>
            </header>
            {panel === 'rules' ? (
              <div className="studio-panel__body">
                <Rules game={game} variant={info.variant} bet={{ amount: bet, format }} />
              </div>
            ) : panel === 'fair' ? (
              <FairnessPanel
                token={session.sessionToken}
                game={info}
                fairness={fairness}
                onFairness={setFairness}
                busy={busy}
              />
            ) : (
              <RecallPanel
                token={session.sessionToken}
                info={info}
                game={game}
                format={format}
                focusRound={focusRound ?? lastRound?.roundId ?? null}
                version={version}
              />
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}
