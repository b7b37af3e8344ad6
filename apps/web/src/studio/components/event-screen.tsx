import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioEvent, StudioEventBet, StudioEventSelection } from '@suerte/contracts';
import { studioApi } from '../api/studio-api';
import { countdown, eventFairLink, isOpen, oddsText, potentialReturn, selectionRows } from '../model/events';
import { AmountInput } from './bet-controls';
import type { SessionOf } from '../model/kinds';
import { decimalSign, decimalText, parseDecimal } from '../model/money-input';
import { currencyExponent, formatChip } from '../model/money';
import { useGameTable } from '../model/use-game-table';
import { useRoundCall } from '../model/use-round-call';
import { GameShell, RoundError, type Notify } from './game-shell';
import { EventRules } from './event-rules';

interface EventScreenProps {
  session: SessionOf<'event'>;
  focusRound?: string | null;
  notify?: Notify;
  /** How often the events and bets are read again, ms. */
  refreshMs?: number;
}

type Tab = 'events' | 'bets' | 'results';
interface Pick {
  event: StudioEvent;
  selection: StudioEventSelection;
}

/** The names a selection shows: the contestant's for a side, else the market's word. */
function useSelectionLabel() {
  const { t } = useTranslation('studio');
  return (event: StudioEvent, selection: StudioEventSelection) => {
    if (selection === 'meron' || selection === 'home') return event.home.name;
    if (selection === 'wala' || selection === 'away') return event.away.name;
    if (selection === 'over' || selection === 'under')
      return t(`event.${selection}`, { line: (event.totalLine ?? 0) + 0.5 });
    return t('event.draw');
  };
}

function resultText(event: StudioEvent, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (!event.result) return t('event.waiting');
  if (event.result.score) return `${event.result.score.home} – ${event.result.score.away}`;
  const side = event.result.side;
  return side === 'draw' ? t('event.draw') : side === 'meron' ? event.home.name : event.away.name;
}

/**
 * Simulated events (cockfight, football): the open events with their countdown and odds, a bet slip with the
 * stake and what it returns, the player's bets and the latest results with the seeds to verify them.
 */
export function EventScreen({ session, focusRound = null, notify, refreshMs = 5_000 }: EventScreenProps) {
  const { t, i18n } = useTranslation('studio');
  const info = session.game;
  const exponent = currencyExponent(session.currency);
  const sign = decimalSign(i18n.language);
  const table = useGameTable(session, focusRound, i18n.language, notify);
  const { format } = table;
  const { call, done, busy, error, sessionOver, clearError } = useRoundCall();
  const label = useSelectionLabel();
  const [tab, setTab] = useState<Tab>('events');
  const [events, setEvents] = useState<StudioEvent[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [bets, setBets] = useState<StudioEventBet[] | null>(null);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [pick, setPick] = useState<Pick | null>(null);
  const [stakeText, setStakeText] = useState(() => decimalText(info.defaultStake, exponent, sign));
  const [balance, setBalance] = useState(session.balance);
  const [placed, setPlaced] = useState<StudioEventBet | null>(null);
  const [version, setVersion] = useState(0);
  // Bets already finished when last listed, to tell when a payout arrived.
  const finishedBets = useRef(new Set<string>());
  const looked = useRef(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const [list, mine] = await Promise.all([
          studioApi.events(session.sessionToken, signal),
          studioApi.eventBets(session.sessionToken, signal),
        ]);
        setOffset(Date.parse(list.serverNow) - Date.now());
        setEvents(list.events);
        setBets(mine.bets);
        setLoadError(null);
        // A bet settled since the last look: its payout moved the balance without a call of this screen.
        const finished = mine.bets.filter((b) => b.status === 'SETTLED' || b.status === 'ROLLED_BACK');
        const news = finished.some((b) => !finishedBets.current.has(b.roundId));
        const firstLook = finishedBets.current.size === 0 && !looked.current;
        finishedBets.current = new Set(finished.map((b) => b.roundId));
        looked.current = true;
        if (news && !firstLook) {
          const now = await studioApi.balance(session.sessionToken, signal);
          setBalance(now.balance);
        }
      } catch (e) {
        if (!signal?.aborted) setLoadError(e);
      }
    },
    [session.sessionToken],
  );

  useEffect(() => {
    const controller = new AbortController();
    const first = setTimeout(() => void load(controller.signal), 0);
    const timer = setInterval(() => void load(controller.signal), refreshMs);
    return () => (controller.abort(), clearTimeout(first), clearInterval(timer));
  }, [load, refreshMs, version]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  const stake = parseDecimal(stakeText, exponent);
  const stakeOk = stake !== null && stake >= info.minStake && stake <= info.maxStake;
  const odds = pick ? pick.event.odds[pick.selection] : undefined;
  const pickOpen = pick !== null && isOpen(pick.event, now, offset);
  const limits = { min: format(info.minStake), max: format(info.maxStake) };

  const place = async (e: FormEvent) => {
    e.preventDefault();
    if (!pick || odds === undefined || !stakeOk || busy || !pickOpen) return;
    const body = { eventId: pick.event.eventId, selection: pick.selection, stake, odds };
    const answer = await call(body, (idempotencyKey) =>
      studioApi.eventBet(session.sessionToken, { ...body, idempotencyKey }),
    );
    if (!answer) return;
    if (answer.balanceAfter !== null) setBalance(answer.balanceAfter);
    notify?.({ type: 'studio:balance' });
    setPlaced(answer);
    setPick(null);
    setVersion((v) => v + 1);
    done();
  };

  const open = (events ?? []).filter((e) => isOpen(e, now, offset));
  const results = (events ?? []).filter((e) => e.status !== 'OPEN');

  return (
    <GameShell
      {...table.shell}
      balance={balance}
      busy={busy}
      rules={<EventRules info={info} format={format} />}
      focusRound={focusRound}
      className="studio-game--event"
      testId="event-screen"
    >
      <main className="studio-events">
        <p className="studio-events__simulated" data-testid="simulated-label">
          {t('event.simulated')}
        </p>
        <div className="studio-tabs" role="tablist" aria-label={t('event.views')}>
          {(['events', 'bets', 'results'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className="studio-chip"
              onClick={() => setTab(name)}
              data-testid={`tab-${name}`}
            >
              {t(`event.tabs.${name}`)}
            </button>
          ))}
        </div>

        {loadError && !events ? (
          <RoundError
            error={loadError}
            sessionOver={false}
            onRetry={() => void load()}
            retryLabel={t('retry')}
          />
        ) : events === null ? (
          <p className="studio-muted" role="status" data-testid="events-loading">
            {t('loading')}
          </p>
        ) : tab === 'events' ? (
          open.length === 0 ? (
            <p className="studio-muted" data-testid="events-empty">
              {t('event.noneOpen')}
            </p>
          ) : (
            <ul className="studio-event-list" data-testid="event-list">
              {open.map((event) => (
                <li key={event.eventId} className="studio-event" data-testid="event">
                  <div className="studio-event__head">
                    <span className="studio-strong">
                      {event.home.name} <span className="studio-muted">{t('event.versus')}</span>{' '}
                      {event.away.name}
                    </span>
                    <span
                      className="studio-event__clock"
                      aria-label={t('event.closesIn')}
                      data-testid="countdown"
                    >
                      {countdown(event.closesAt, now, offset)}
                    </span>
                  </div>
                  <p className="studio-muted studio-event__meta">
                    {t('event.ratings', { home: event.home.rating, away: event.away.rating })} ·{' '}
                    <span title={event.fairness.serverSeedHash}>
                      {t('event.seedHash', { hash: event.fairness.serverSeedHash.slice(0, 12) })}
                    </span>
                  </p>
                  {selectionRows(event).map((row, i) => (
                    <div key={i} className="studio-event__odds" role="group">
                      {row.map((selection) => (
                        <button
                          key={selection}
                          type="button"
                          className="studio-odds"
                          aria-pressed={pick?.event.eventId === event.eventId && pick.selection === selection}
                          onClick={() => (setPick({ event, selection }), setPlaced(null), clearError())}
                          data-testid={`odds-${selection}`}
                        >
                          <span className="studio-odds__label">{label(event, selection)}</span>
                          <span className="studio-odds__value">
                            {oddsText(event.odds[selection]!, i18n.language)}
                          </span>
                        </button>
                      ))}
                    </div>
                  ))}
                </li>
              ))}
            </ul>
          )
        ) : tab === 'bets' ? (
          !bets || bets.length === 0 ? (
            <p className="studio-muted" data-testid="bets-empty">
              {t('event.noBets')}
            </p>
          ) : (
            <ul className="studio-event-list" data-testid="bet-list">
              {bets.map((b) => (
                <li key={b.roundId} className="studio-event" data-testid="bet">
                  <div className="studio-event__head">
                    <span className="studio-strong">{t(`event.selections.${b.selection}`)}</span>
                    <span>{oddsText(b.odds, i18n.language)}</span>
                  </div>
                  <p className="studio-muted">
                    {t('event.betLine', {
                      stake: format(b.stake),
                      potential: format(b.potentialReturn),
                      event: b.eventId,
                    })}
                  </p>
                  <p className={b.win > 0 ? 'studio-win-text' : undefined}>
                    {t(`event.betStatus.${b.status}`)}
                    {b.status === 'SETTLED' ? ` · ${t('event.returned', { amount: format(b.win) })}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )
        ) : results.length === 0 ? (
          <p className="studio-muted" data-testid="results-empty">
            {t('event.noResults')}
          </p>
        ) : (
          <ul className="studio-event-list" data-testid="result-list">
            {results.map((event) => {
              const link = eventFairLink(event);
              return (
                <li key={event.eventId} className="studio-event" data-testid="result">
                  <div className="studio-event__head">
                    <span className="studio-strong">
                      {event.home.name} {t('event.versus')} {event.away.name}
                    </span>
                    <span className="studio-strong">{resultText(event, t)}</span>
                  </div>
                  {link ? (
                    <a className="studio-link" href={link} target="_blank" rel="noopener">
                      {t('event.verify')}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </main>

      <form
        className="studio-slip"
        onSubmit={place}
        noValidate
        aria-label={t('event.slip')}
        data-testid="bet-slip"
      >
        {pick && odds !== undefined ? (
          <>
            <p className="studio-strong" data-testid="slip-pick">
              {label(pick.event, pick.selection)} @ {oddsText(odds, i18n.language)}
              <span className="studio-muted">
                {' '}
                · {pickOpen ? countdown(pick.event.closesAt, now, offset) : t('event.closed')}
              </span>
            </p>
            <div className="studio-field">
              <label htmlFor="event-stake">{t('event.stake')}</label>
              <AmountInput
                id="event-stake"
                value={stakeText}
                onChange={(text) => (setStakeText(text), clearError())}
                disabled={busy}
                invalid={!stakeOk}
                testId="stake"
              />
              <div className="studio-quick" role="group" aria-label={t('event.quickStakes')}>
                {info.stakeChips.map((value) => (
                  <button
                    key={value}
                    type="button"
                    className="studio-chip"
                    onClick={() => setStakeText(decimalText(value, exponent, sign))}
                    disabled={busy}
                    aria-pressed={stake === value}
                  >
                    {formatChip(value, session.currency, i18n.language)}
                  </button>
                ))}
              </div>
              <p className={stakeOk ? 'studio-muted' : 'studio-error-text'} data-testid="potential">
                {stakeOk
                  ? t('event.potential', { amount: format(potentialReturn(stake, odds)) })
                  : t('event.stakeInvalid', limits)}
              </p>
            </div>
            <button
              type="submit"
              className="studio-primary"
              disabled={busy || !stakeOk || !pickOpen || session.demo}
              data-testid="place-bet"
            >
              {busy ? t('event.placing') : t('event.place')}
            </button>
            {session.demo ? <p className="studio-muted">{t('event.realOnly')}</p> : null}
          </>
        ) : placed ? (
          <p className="studio-win-text" role="status" data-testid="bet-placed">
            {t('event.placed', { potential: format(placed.potentialReturn) })}
          </p>
        ) : (
          <p className="studio-muted">{t('event.pickHint')}</p>
        )}
        {error ? (
          <RoundError
            error={error}
            sessionOver={sessionOver}
            onRetry={() => void place({ preventDefault() {} } as FormEvent)}
            retryLabel={t('retry')}
            notify={notify}
          />
        ) : null}
      </form>
    </GameShell>
  );
}
