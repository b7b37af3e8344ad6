import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BACCARAT_SPOTS,
  type BaccaratSpot,
  type StudioBaccaratDeal,
  type StudioRound,
} from '@suerte/contracts';
import { studioApi } from '../api/studio-api';
import {
  NO_BETS,
  addChip,
  dealOrder,
  doubled,
  placedBets,
  refusedSpot,
  spotResult,
  totalStake,
  type Bets,
  type DealtCard,
} from '../model/baccarat';
import type { SessionOf } from '../model/kinds';
import { formatChip } from '../model/money';
import { wait, type Timing } from '../model/timing';
import { useRecentRounds } from '../model/use-recent-rounds';
import { useGameTable } from '../model/use-game-table';
import { useRoundCall } from '../model/use-round-call';
import { BaccaratHands, BaccaratRoad, BaccaratSpots } from './baccarat-table';
import { BaccaratRules } from './kind-rules';
import { GameShell, ownsKey, RoundError, type Notify } from './game-shell';

interface BaccaratScreenProps {
  session: SessionOf<'baccarat'>;
  timing: Timing;
  focusRound?: string | null;
  notify?: Notify;
}

const resultOf = (round: StudioRound) => (round.kind === 'baccarat' ? round.outcome : null);

/**
 * The baccarat table: chips, stakes on the five spots, the deal (cards shown one by one in the order the server
 * dealt them), each spot's result, the member's last results, and the shell's rules, fairness and history.
 */
export function BaccaratScreen({ session, timing, focusRound = null, notify }: BaccaratScreenProps) {
  const { t, i18n } = useTranslation(['studio', 'fair']);
  const info = session.game;
  const table = useGameTable(session, focusRound, i18n.language, notify);
  const { staked, settled } = table;
  const { balance, format, panel, setPanel } = table;
  const { call, done, busy, error, sessionOver, clearError, alive } = useRoundCall();
  const [chip, setChip] = useState(info.defaultChip);
  const [bets, setBets] = useState<Bets>(NO_BETS);
  const [lastBets, setLastBets] = useState<Bets | null>(null);
  const [dealt, setDealt] = useState<DealtCard[]>([]);
  const [round, setRound] = useState<StudioBaccaratDeal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const road = useRecentRounds(session.sessionToken, info.code, resultOf);

  const stake = totalStake(bets);
  const onTable =
    round !== null && (Object.keys(bets) as BaccaratSpot[]).every((s) => bets[s] === round.stakes[s]);

  const changeBets = (next: Bets) => {
    setBets(next);
    setNotice(null);
    clearError();
  };
  const onSpot = (spot: BaccaratSpot) => {
    const added = addChip(bets, spot, chip, info);
    changeBets(added.bets);
    if (added.capped)
      setNotice(
        t('baccarat.atLimit', { spot: t(`baccarat.spots.${spot}`), max: format(info.limits[spot].max) }),
      );
  };

  const deal = useCallback(async () => {
    if (busy || sessionOver) return;
    if (stake === 0) return setNotice(t('baccarat.placeBet'));
    const refused = refusedSpot(bets, info);
    if (refused) {
      const { min, max } = info.limits[refused];
      return setNotice(
        t('baccarat.limit', { spot: t(`baccarat.spots.${refused}`), min: format(min), max: format(max) }),
      );
    }
    setNotice(null);
    setRound(null);
    setDealt([]);
    const placed = placedBets(bets);
    const answer = await call(placed, (key) => studioApi.deal(session.sessionToken, placed, key));
    if (!answer) return;
    staked(answer);
    for (const card of dealOrder(answer)) {
      if (!alive.current) return;
      setDealt((shown) => [...shown, card]);
      await wait(timing.card);
    }
    if (!alive.current) return;
    setRound(answer);
    setLastBets(bets);
    road.add(answer);
    settled(answer);
    done();
  }, [
    busy,
    sessionOver,
    stake,
    bets,
    info,
    t,
    format,
    call,
    session.sessionToken,
    staked,
    settled,
    alive,
    timing.card,
    road,
    done,
  ]);

  // Keyboard: Enter or Space deals, arrows change the chip, Delete or Backspace clears, Escape closes a panel.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panel) return setPanel(null);
      if (panel || ownsKey(event.target, event.key) || busy) return;
      const index = info.chips.indexOf(chip);
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        if (!event.repeat) void deal();
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowUp') {
        event.preventDefault();
        setChip(info.chips[Math.min(index + 1, info.chips.length - 1)]!);
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') {
        event.preventDefault();
        setChip(info.chips[Math.max(index - 1, 0)]!);
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        changeBets(NO_BETS);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const cannotAfford = !busy && stake > balance;
  // A coup that only returned stakes (a tie on player or banker) is not a win.
  const won = round !== null && BACCARAT_SPOTS.some((spot) => spotResult(round, spot) === 'won');
  const status = busy
    ? t('baccarat.dealing')
    : round
      ? t(`baccarat.result.${round.winner}`, { player: round.playerTotal, banker: round.bankerTotal })
      : t('baccarat.hint');

  return (
    <GameShell
      {...table.shell}
      busy={busy}
      rules={<BaccaratRules info={info} format={format} />}
      focusRound={focusRound ?? round?.roundId ?? null}
      className="studio-game--baccarat"
      testId="baccarat-screen"
    >
      <main className="studio-stage studio-stage--table">
        <BaccaratRoad results={road.items} />
        <BaccaratHands dealt={dealt} outcome={round} />
        <div className="studio-status" aria-live="polite" data-testid="status">
          {round && !busy ? (
            <span className={won ? 'studio-win-text' : undefined} data-testid="round-result">
              {status}
              {' · '}
              {round.totalWin === 0
                ? t('wins.none')
                : won
                  ? t('wins.total', { amount: format(round.totalWin) })
                  : t('wins.returned', { amount: format(round.totalWin) })}
            </span>
          ) : (
            <span>{status}</span>
          )}
        </div>
        <BaccaratSpots
          bets={bets}
          outcome={onTable ? round : null}
          onSpot={onSpot}
          disabled={busy}
          format={format}
        />
        {error ? (
          <RoundError
            error={error}
            sessionOver={sessionOver}
            onRetry={() => void deal()}
            retryLabel={t('baccarat.retry')}
            notify={notify}
          />
        ) : notice || cannotAfford ? (
          <p className="studio-error" role="status" data-testid="table-notice">
            {notice ?? t('errors.insufficient')}
          </p>
        ) : null}
      </main>

      <footer className="studio-table-controls">
        <div className="studio-chips" role="radiogroup" aria-label={t('baccarat.chips')}>
          {info.chips.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={chip === value}
              aria-label={format(value)}
              className={`studio-chip-coin${chip === value ? ' studio-chip-coin--on' : ''}`}
              onClick={() => setChip(value)}
              data-testid={`chip-${value}`}
            >
              {formatChip(value, session.currency, i18n.language)}
            </button>
          ))}
        </div>
        <div className="studio-table-actions">
          <button
            type="button"
            className="studio-secondary"
            onClick={() => changeBets(NO_BETS)}
            disabled={busy || stake === 0}
            data-testid="clear"
          >
            {t('baccarat.clear')}
          </button>
          {stake === 0 && lastBets ? (
            <button
              type="button"
              className="studio-secondary"
              onClick={() => changeBets(lastBets)}
              disabled={busy}
              data-testid="rebet"
            >
              {t('baccarat.rebet')}
            </button>
          ) : (
            <button
              type="button"
              className="studio-secondary"
              onClick={() => changeBets(doubled(bets, info))}
              disabled={busy || stake === 0}
              data-testid="double"
            >
              {t('baccarat.double')}
            </button>
          )}
          <button
            type="button"
            className="studio-deal"
            onClick={() => void deal()}
            disabled={busy || sessionOver || cannotAfford}
            aria-keyshortcuts="Enter Space"
            data-testid="deal"
          >
            <span>{busy ? t('baccarat.dealing') : t('baccarat.deal')}</span>
            <span className="studio-deal__stake" data-testid="total-stake">
              {format(stake)}
            </span>
          </button>
        </div>
      </footer>
    </GameShell>
  );
}
