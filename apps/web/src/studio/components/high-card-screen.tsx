import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioHighCardTable } from '@suerte/contracts';
import { studioApi } from '../api/studio-api';
import { endsSession } from '../model/errors';
import { fairLink } from '../model/fair-link';
import { highCardSeedParts } from '../model/mixed-seed';
import { myResult, seatViews, secondsLeft } from '../model/high-card';
import { useLocalName } from '../model/names';
import type { SessionOf } from '../model/kinds';
import type { Timing } from '../model/timing';
import { useGameTable } from '../model/use-game-table';
import { GameShell, RoundError, type Notify } from './game-shell';
import { HighCardRules } from './kind-rules';
import { PlayingCard } from './playing-card';

interface HighCardScreenProps {
  session: SessionOf<'highcard'>;
  timing: Timing;
  focusRound?: string | null;
  notify?: Notify;
}

/** How often the tables are read again (seats filling, the timer, the deal). */
const POLL_MS = 1_500;
/** How many times a hand's round is read again while its win is being paid. */
const SETTLE_READS = 20;

/**
 * High Card tables: the member picks a table, sits down, and watches the seats fill; the hand is dealt by the
 * server when the timer runs out (or the table is full) and shown on the seats with the pot, the rake and the
 * winner, with a link to verify it. Nothing here decides anything: the screen only reads the tables.
 */
export function HighCardScreen({ session, focusRound = null, notify }: HighCardScreenProps) {
  const { t } = useTranslation('studio');
  const localName = useLocalName();
  const info = session.game;
  const game = useGameTable(session, focusRound, useTranslation().i18n.language, notify);
  const { format, settled, shell } = game;
  const [tables, setTables] = useState<StudioHighCardTable[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [selected, setSelected] = useState(info.tables[0]?.tableId ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const seen = useRef<Set<string> | null>(null);
  const fairness = useRef(shell.fairness);
  useEffect(() => {
    fairness.current = shell.fairness;
  }, [shell.fairness]);

  /**
   * A hand the member played appeared: their balance after it, and recall reads it. The hand may be shown while
   * its wins are still being paid: the round is read again until it is settled.
   */
  const handDealt = useCallback(
    async (roundId: string) => {
      try {
        let round = await studioApi.round(session.sessionToken, roundId);
        for (let i = 0; i < SETTLE_READS && round.status === 'BET_ACCEPTED'; i++) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          round = await studioApi.round(session.sessionToken, roundId);
        }
        if (round.balanceAfter === null || round.balanceBefore === null) return;
        settled({
          roundId,
          nonce: round.fairness.nonce,
          serverSeedHash: round.fairness.serverSeedHash,
          clientSeed: round.fairness.clientSeed,
          bet: round.bet,
          balanceBefore: round.balanceBefore,
          balanceAfter: round.balanceAfter,
          fairness: fairness.current,
        });
      } catch {
        // The next hand or a reload shows it.
      }
    },
    [session.sessionToken, settled],
  );

  const take = useCallback(
    (list: StudioHighCardTable[]) => {
      setTables(list);
      setLoadError(false);
      if (list[0]) setOffset(Date.parse(list[0].now) - Date.now());
      const hands = list.flatMap((x) => (x.lastHand ? [x.lastHand] : []));
      if (seen.current === null) {
        seen.current = new Set(hands.map((h) => h.handId));
        return;
      }
      for (const hand of hands) {
        if (seen.current.has(hand.handId)) continue;
        seen.current.add(hand.handId);
        if (hand.myRoundId) void handDealt(hand.myRoundId);
      }
    },
    [handDealt],
  );

  useEffect(() => {
    let alive = true;
    const controller = new AbortController();
    const read = () =>
      studioApi
        .highCardTables(session.sessionToken, controller.signal)
        .then((answer) => alive && take(answer.tables))
        .catch(() => alive && setLoadError(true));
    void read();
    const poll = setInterval(read, POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), 500);
    return () => {
      alive = false;
      controller.abort();
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [session.sessionToken, take]);

  const table = tables?.find((x) => x.tableId === selected) ?? null;

  const act = async (kind: 'join' | 'leave') => {
    if (!table || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer =
        kind === 'join'
          ? await studioApi.joinTable(session.sessionToken, table.tableId)
          : await studioApi.leaveTable(session.sessionToken, table.tableId);
      setTables((list) => list?.map((x) => (x.tableId === answer.tableId ? answer : x)) ?? null);
      if (answer.lastHand && !seen.current?.has(answer.lastHand.handId)) {
        seen.current?.add(answer.lastHand.handId);
        if (answer.lastHand.myRoundId) void handDealt(answer.lastHand.myRoundId);
      }
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const left = table ? secondsLeft(table.startsAt, offset, now) : null;
  // The last hand stays on the seats until the next one starts filling.
  const showLast = table !== null && table.seated.length === 0;
  const seats = table ? seatViews(table, showLast) : [];
  const result = table ? myResult(table) : null;
  const sessionOver = error !== null && endsSession(error);

  return (
    <GameShell
      {...shell}
      busy={busy}
      rules={<HighCardRules info={info} format={format} />}
      focusRound={focusRound}
      className="studio-game--highcard"
      testId="highcard-screen"
    >
      <main className="studio-stage studio-stage--highcard">
        {tables === null ? (
          loadError ? (
            <p className="studio-error" role="alert" data-testid="tables-error">
              {t('highCard.loadError')}
            </p>
          ) : (
            <p className="studio-muted" role="status">
              {t('highCard.loading')}
            </p>
          )
        ) : tables.length === 0 ? (
          <p className="studio-muted" data-testid="no-tables">
            {t('highCard.noTables')}
          </p>
        ) : (
          <>
            <div className="studio-hc-tables" role="tablist" aria-label={t('highCard.tables')}>
              {tables.map((x) => (
                <button
                  key={x.tableId}
                  type="button"
                  role="tab"
                  aria-selected={x.tableId === selected}
                  className="studio-hc-tab"
                  onClick={() => (setSelected(x.tableId), setError(null))}
                  data-testid={`table-${x.tableId}`}
                >
                  <span className="studio-strong">{localName(x)}</span>
                  <span>{t('highCard.ante', { amount: format(x.stake) })}</span>
                  <span className="studio-muted">
                    {t('highCard.seats', { seated: x.seated.length, seats: x.seats })}
                  </span>
                </button>
              ))}
            </div>
            {table ? (
              <section className="studio-hc-table" aria-label={localName(table)} data-testid="hc-table">
                <ol className={`studio-hc-seats studio-hc-seats--${table.seats}`} data-testid="hc-seats">
                  {seats.map((s) => (
                    <li
                      key={s.seat}
                      className={[
                        'studio-hc-seat',
                        s.mine ? 'studio-hc-seat--mine' : '',
                        s.player ? '' : 'studio-hc-seat--empty',
                        s.winner ? 'studio-hc-seat--winner' : '',
                      ].join(' ')}
                      data-testid={`seat-${s.seat}`}
                    >
                      <span className="studio-label">{t('highCard.seat', { seat: s.seat })}</span>
                      <span className="studio-hc-seat__who">
                        {s.mine ? t('highCard.you') : (s.player ?? t('highCard.emptySeat'))}
                      </span>
                      {s.card !== null ? (
                        <PlayingCard code={s.card} />
                      ) : (
                        <span className="studio-card studio-card--empty" aria-hidden="true" />
                      )}
                      {s.payout ? <span className="studio-win-text">+{format(s.payout)}</span> : null}
                    </li>
                  ))}
                </ol>
                <div className="studio-status" aria-live="polite" data-testid="status">
                  {table.state === 'DEALING' ? (
                    <span>{t('highCard.dealing')}</span>
                  ) : left !== null ? (
                    <span data-testid="countdown">{t('highCard.startsIn', { seconds: left })}</span>
                  ) : (
                    <span>{t('highCard.waiting', { min: info.minPlayers })}</span>
                  )}
                </div>
                {error ? (
                  <RoundError
                    error={error}
                    sessionOver={sessionOver}
                    onRetry={() => void act(table.mySeat ? 'leave' : 'join')}
                    retryLabel={t('retry')}
                    notify={notify}
                  />
                ) : null}
                <div className="studio-hc-actions">
                  {table.mySeat === null ? (
                    <button
                      type="button"
                      className="studio-deal"
                      disabled={busy || session.demo || sessionOver}
                      onClick={() => void act('join')}
                      data-testid="join"
                    >
                      <span>{t('highCard.join')}</span>
                      <span className="studio-deal__stake">{format(table.stake)}</span>
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="studio-secondary"
                      disabled={busy || table.state === 'DEALING'}
                      onClick={() => void act('leave')}
                      data-testid="leave"
                    >
                      {t('highCard.leave')}
                    </button>
                  )}
                  {session.demo ? <p className="studio-muted">{t('highCard.membersOnly')}</p> : null}
                </div>
                <LastHand table={table} result={result} format={format} />
                <p className="studio-muted studio-hc-commit">
                  {t('highCard.commitment')} <span className="studio-mono">{table.serverSeedHash}</span>
                </p>
              </section>
            ) : null}
          </>
        )}
      </main>
    </GameShell>
  );
}

function LastHand({
  table,
  result,
  format,
}: {
  table: StudioHighCardTable;
  result: number | null;
  format: (minor: number) => string;
}) {
  const { t } = useTranslation('studio');
  const last = table.lastHand;
  if (!last)
    return (
      <p className="studio-muted" data-testid="no-hand">
        {t('highCard.noHand')}
      </p>
    );
  const seats = last.winners.join(', ');
  return (
    <div className="studio-hc-last" data-testid="last-hand">
      <p className="studio-strong">
        {t('highCard.lastHand')} ·{' '}
        {last.winners.length === 1 ? t('highCard.winner', { seats }) : t('highCard.split', { seats })}
      </p>
      <p>{t('highCard.pot', { pot: format(last.pot), rake: format(last.rake) })}</p>
      {result !== null ? (
        <p className={result > 0 ? 'studio-win-text' : undefined} data-testid="my-result">
          {result >= 0
            ? t('highCard.won', { amount: format(result) })
            : t('highCard.lost', { amount: format(-result) })}
        </p>
      ) : null}
      <a
        className="studio-link"
        target="_blank"
        rel="noopener"
        href={fairLink({ kind: 'highcard', code: 'high-card', variant: '' }, last, {
          params: { players: String(last.seats.length) },
          seedParts: highCardSeedParts(last),
        })}
        data-testid="verify-hand"
      >
        {t('highCard.verify')}
      </a>
    </div>
  );
}
