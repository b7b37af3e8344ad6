import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioBingoCard, StudioBingoGameState, StudioBingoRooms } from '@suerte/contracts';
import { studioApi } from '../api/studio-api';
import {
  BINGO_LETTERS,
  ballLetter,
  cardWins,
  countdownText,
  daubed,
  secondsLeft,
  stagesWon,
} from '../model/bingo';
import type { SessionOf } from '../model/kinds';
import type { Timing } from '../model/timing';
import { useGameTable } from '../model/use-game-table';
import { useRoundCall } from '../model/use-round-call';
import { ErrorText } from './error-text';
import { GameShell, RoundError, type Notify } from './game-shell';
import { BingoRules } from './kind-rules';

interface BingoScreenProps {
  session: SessionOf<'bingo'>;
  timing: Timing;
  focusRound?: string | null;
  notify?: Notify;
}

type Format = (minor: number) => string;
const POLL_MS = 5_000;

/** One card: 5 × 5 under B I N G O, called numbers daubed, cells of a won pattern not told apart (the banner says it). */
export function BingoCardView({
  card,
  marks,
  wins,
  format,
}: {
  card: StudioBingoCard;
  marks: boolean[];
  wins: { pattern: string; amount: number }[];
  format: Format;
}) {
  const { t } = useTranslation(['studio', 'fair']);
  const won = wins.length > 0;
  return (
    <figure className={`bingo-card${won ? ' bingo-card--won' : ''}`} data-testid="bingo-card">
      <figcaption>
        {t('bingo.card', { number: card.index + 1 })}
        {won ? (
          <span className="bingo-card__win" data-testid="bingo-card-win">
            {wins.map((w) => `${t(`bingo.patterns.${w.pattern}`)} +${format(w.amount)}`).join(' · ')}
          </span>
        ) : null}
      </figcaption>
      <div className="bingo-grid" role="grid" aria-label={t('bingo.card', { number: card.index + 1 })}>
        {BINGO_LETTERS.map((letter) => (
          <span key={letter} className="bingo-grid__head" role="columnheader">
            {letter}
          </span>
        ))}
        {card.numbers.map((n, cell) => (
          <span
            key={cell}
            role="gridcell"
            className={`bingo-grid__cell${marks[cell] ? ' is-daubed' : ''}${n === 0 ? ' is-free' : ''}`}
            aria-selected={marks[cell]}
          >
            {n === 0 ? t('fair:bingo.free') : n}
          </span>
        ))}
      </div>
    </figure>
  );
}

/**
 * The draw of one game as the server decided it: balls called one by one (the whole order is already known to
 * the server and settled), the member's cards daubed as they come, each pattern announced at its ball.
 */
function LiveDraw({
  state,
  timing,
  format,
  onDone,
}: {
  state: StudioBingoGameState;
  timing: Timing;
  format: Format;
  onDone?: () => void;
}) {
  const { t } = useTranslation('studio');
  const draw = state.draw ?? [];
  const stages = state.stages ?? [];
  const [shown, setShown] = useState(timing.card > 0 ? 0 : draw.length);
  const told = useRef(false);
  useEffect(() => {
    if (shown >= draw.length) {
      if (!told.current) onDone?.();
      told.current = true;
      return;
    }
    const id = setTimeout(() => setShown((n) => n + 1), timing.card * 1.4);
    return () => clearTimeout(id);
  }, [shown, draw.length, timing.card, onDone]);
  const finished = shown >= draw.length;
  const current = shown > 0 ? draw[shown - 1]! : null;
  const won = stagesWon(stages, shown);
  return (
    <section className="bingo-live" data-testid="bingo-live" aria-label={t('bingo.draw')}>
      <h2 className="bingo-live__title">
        {t('recall.bingoGame', { game: state.game.gameId, room: t(`bingo.rooms.${state.game.room}`) })}
      </h2>
      <div className="bingo-live__head">
        <div className="bingo-ball bingo-ball--big" aria-live="polite" data-testid="bingo-current-ball">
          {current !== null ? (
            <>
              <small>{ballLetter(current)}</small>
              {current}
            </>
          ) : (
            '…'
          )}
        </div>
        <div>
          <p className="studio-strong">{t('bingo.ballCount', { count: shown, total: draw.length })}</p>
          <ol className="bingo-recent" aria-label={t('bingo.recent')}>
            {draw
              .slice(Math.max(0, shown - 6), Math.max(0, shown - 1))
              .reverse()
              .map((ball) => (
                <li key={ball} className="bingo-ball">
                  {ball}
                </li>
              ))}
          </ol>
        </div>
      </div>
      <ul className="bingo-stages" data-testid="bingo-stages">
        {stages.map((s) => {
          const done = won.includes(s);
          return (
            <li key={s.pattern} className={done ? 'is-won' : undefined}>
              <span>{t(`bingo.patterns.${s.pattern}`)}</span>
              <span>{format(s.pot)}</span>
              <span>
                {done && s.ball !== null
                  ? t('bingo.wonAt', { ball: draw[s.ball], count: s.winners.length })
                  : '—'}
              </span>
            </li>
          );
        })}
      </ul>
      {finished ? (
        <p
          className={`bingo-result${state.myWin > 0 ? ' studio-win-text' : ''}`}
          data-testid="bingo-result"
          role="status"
        >
          {state.myCards.length === 0
            ? t('bingo.noCards')
            : state.myWin > 0
              ? t('bingo.youWon', { amount: format(state.myWin) })
              : t('bingo.noWin')}
        </p>
      ) : null}
      <MyCards cards={state.myCards} draw={draw} shown={shown} stages={stages} format={format} />
    </section>
  );
}

function MyCards({
  cards,
  draw,
  shown,
  stages,
  format,
}: {
  cards: StudioBingoCard[];
  draw: number[];
  shown: number;
  stages: StudioBingoGameState['stages'];
  format: Format;
}) {
  const { t } = useTranslation('studio');
  if (cards.length === 0) return null;
  return (
    <div className="bingo-cards" aria-label={t('bingo.myCards')}>
      {cards.map((card) => (
        <BingoCardView
          key={card.index}
          card={card}
          marks={daubed(card, draw, shown)}
          wins={stages ? cardWins(stages, card.index, shown) : []}
          format={format}
        />
      ))}
    </div>
  );
}

/**
 * Bingo 75: the rooms with their next game's countdown and pot, cards bought for it (1 to the room's limit),
 * then the draw of the game the member holds cards in, and its results.
 */
export function BingoScreen({ session, timing, focusRound = null, notify }: BingoScreenProps) {
  const { t, i18n } = useTranslation('studio');
  const info = session.game;
  const table = useGameTable(session, focusRound, i18n.language, notify);
  const { format } = table;
  const { call, done, busy, error, sessionOver, clearError } = useRoundCall();
  const [rooms, setRooms] = useState<{ value: StudioBingoRooms; readAt: number } | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [roomCode, setRoomCode] = useState(info.rooms[0]!.code);
  const [count, setCount] = useState(1);
  const [now, setNow] = useState(() => Date.now());
  const [cardsOnSale, setCardsOnSale] = useState<StudioBingoGameState | null>(null);
  const [watching, setWatching] = useState<StudioBingoGameState | null>(null);
  /** Per room, the latest game the member holds cards in (from the room list). */
  const [tracked, setTracked] = useState<Record<string, { gameId: string; closeAt: string }>>({});
  /** Games whose draw the member has left, and a past game opened from "last draw". */
  const [dismissed, setDismissed] = useState<string[]>([]);
  const [pastGame, setPastGame] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);

  const loadRooms = useCallback(async () => {
    try {
      const value = await studioApi.bingoRooms(session.sessionToken);
      if (!alive.current) return;
      setRooms({ value, readAt: Date.now() });
      setLoadError(null);
      const held = value.rooms.filter((r) => r.next && r.myCards > 0);
      if (held.length > 0)
        setTracked((before) => ({
          ...before,
          ...Object.fromEntries(
            held.map((r) => [r.room, { gameId: r.next!.gameId, closeAt: r.next!.salesCloseAt }]),
          ),
        }));
    } catch (e) {
      if (alive.current) setLoadError(e);
    }
  }, [session.sessionToken]);

  useEffect(() => {
    const first = setTimeout(() => void loadRooms(), 0);
    const id = setInterval(() => void loadRooms(), POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => (clearTimeout(first), clearInterval(id), clearInterval(tick));
  }, [loadRooms]);

  const room = info.rooms.find((r) => r.code === roomCode)!;
  const state = rooms?.value.rooms.find((r) => r.room === roomCode);
  const next = state?.next ?? null;
  const left = next && rooms ? secondsLeft(next.salesCloseAt, rooms.value.now, rooms.readAt, now) : 0;
  const held = state?.myCards ?? 0;
  const canBuy = Math.max(0, room.maxCards - held);

  // The member's cards in the game on sale.
  useEffect(() => {
    if (!next || held === 0) return;
    let live = true;
    studioApi.bingoGame(session.sessionToken, next.gameId).then(
      (s) => live && setCardsOnSale(s),
      () => undefined,
    );
    return () => void (live = false);
  }, [session.sessionToken, next?.gameId, held]); // eslint-disable-line react-hooks/exhaustive-deps

  const shownCards = cardsOnSale && held > 0 && cardsOnSale.game.gameId === next?.gameId ? cardsOnSale : null;

  // Sales of a game the member holds cards in have closed: its draw is watched as soon as it is drawn.
  const mine = tracked[roomCode];
  const due =
    mine && rooms && secondsLeft(mine.closeAt, rooms.value.now, rooms.readAt, now) === 0 ? mine.gameId : null;
  const watchId = pastGame ?? (due && !dismissed.includes(due) ? due : null);
  const shown = watching && watching.game.gameId === watchId ? watching : null;
  useEffect(() => {
    if (!watchId) return;
    let live = true;
    const poll = async () => {
      try {
        const s = await studioApi.bingoGame(session.sessionToken, watchId);
        if (!live) return;
        if (s.draw) return setWatching(s);
      } catch {
        // Polled again below.
      }
      if (live) setTimeout(() => void poll(), 2_000);
    };
    void poll();
    return () => void (live = false);
  }, [watchId, session.sessionToken]);

  const buy = async () => {
    if (!next || busy || count < 1 || count > canBuy) return;
    const answer = await call({ gameId: next.gameId, count }, (key) =>
      studioApi.bingoBuy(session.sessionToken, next.gameId, count, key),
    );
    if (!answer) return;
    if (answer.balanceAfter !== null)
      table.staked({ balanceBefore: answer.balanceAfter + answer.bet, bet: answer.bet } as never);
    setCount(1);
    done();
    await loadRooms();
  };

  const leave = () => {
    if (watchId) setDismissed((d) => [...d, watchId]);
    setPastGame(null);
    void loadRooms();
  };

  return (
    <GameShell
      {...table.shell}
      busy={busy}
      rules={<BingoRules info={info} format={format} />}
      focusRound={focusRound}
      className="studio-game--bingo"
      testId="bingo-screen"
    >
      <main className="studio-stage bingo-stage">
        <div className="bingo-rooms" role="tablist" aria-label={t('bingo.rooms.title')}>
          {info.rooms.map((r) => {
            const s = rooms?.value.rooms.find((x) => x.room === r.code);
            const secs =
              s?.next && rooms ? secondsLeft(s.next.salesCloseAt, rooms.value.now, rooms.readAt, now) : null;
            return (
              <button
                key={r.code}
                type="button"
                role="tab"
                aria-selected={r.code === roomCode}
                className="bingo-room"
                onClick={() => (setRoomCode(r.code), setCount(1), clearError(), setPastGame(null))}
                data-testid={`bingo-room-${r.code}`}
              >
                <span className="bingo-room__name">{t(`bingo.rooms.${r.code}`)}</span>
                <span className="studio-muted">{t('bingo.price', { amount: format(r.cardPrice) })}</span>
                <span className="bingo-room__pot">
                  {t('bingo.pot', { amount: format(s?.next?.pot ?? 0) })}
                </span>
                <span className="bingo-room__clock" data-testid="bingo-countdown">
                  {secs === null ? '…' : t('bingo.closesIn', { time: countdownText(secs) })}
                </span>
              </button>
            );
          })}
        </div>

        {loadError && !rooms ? (
          <div>
            <ErrorText error={loadError} />
            <button type="button" className="studio-secondary" onClick={() => void loadRooms()}>
              {t('retry')}
            </button>
          </div>
        ) : !rooms ? (
          <p className="studio-muted" role="status" data-testid="bingo-loading">
            {t('loading')}
          </p>
        ) : watchId ? (
          <>
            {shown ? (
              <LiveDraw
                key={shown.game.gameId}
                state={shown}
                timing={timing}
                format={format}
                onDone={
                  !pastGame && shown.myWin > 0
                    ? // Watched as it was drawn: its wins were paid after this screen read the balance.
                      () => table.staked({ balanceBefore: table.balance + shown.myWin, bet: 0 } as never)
                    : undefined
                }
              />
            ) : (
              <p className="studio-muted" role="status" data-testid="bingo-drawing">
                {t('bingo.drawing')}
              </p>
            )}
            <button type="button" className="studio-secondary" onClick={leave} data-testid="bingo-back">
              {t('bingo.back')}
            </button>
          </>
        ) : (
          <section className="bingo-sale" aria-label={t('bingo.nextGame')}>
            {next ? (
              <>
                <dl className="bingo-facts">
                  <dt>{t('bingo.nextGame')}</dt>
                  <dd data-testid="bingo-next-close">{countdownText(left)}</dd>
                  <dt>{t('bingo.potLabel')}</dt>
                  <dd data-testid="bingo-pot">{format(next.pot)}</dd>
                  <dt>{t('bingo.cardsSold')}</dt>
                  <dd>{next.cardsSold}</dd>
                  <dt>{t('bingo.myCards')}</dt>
                  <dd data-testid="bingo-held">{t('bingo.held', { count: held, max: room.maxCards })}</dd>
                </dl>
                <p className="studio-muted bingo-hash">
                  {t('bingo.seedHash')} <span className="studio-mono">{next.serverSeedHash}</span>
                </p>
                <form
                  className="bingo-buy"
                  onSubmit={(e) => (e.preventDefault(), void buy())}
                  aria-label={t('bingo.buy')}
                >
                  <div className="studio-field__row">
                    <button
                      type="button"
                      className="studio-round-button"
                      onClick={() => setCount((c) => Math.max(1, c - 1))}
                      disabled={busy || count <= 1}
                      aria-label={t('bingo.fewer')}
                    >
                      −
                    </button>
                    <output className="bingo-count" data-testid="bingo-count" aria-live="polite">
                      {t('bingo.cards', { count })}
                    </output>
                    <button
                      type="button"
                      className="studio-round-button"
                      onClick={() => setCount((c) => Math.min(Math.max(1, canBuy), c + 1))}
                      disabled={busy || count >= canBuy}
                      aria-label={t('bingo.more')}
                    >
                      +
                    </button>
                  </div>
                  <button
                    type="submit"
                    className="studio-deal"
                    disabled={busy || sessionOver || canBuy === 0 || left === 0 || session.demo}
                    data-testid="bingo-buy"
                  >
                    <span>
                      {canBuy === 0 ? t('bingo.full') : left === 0 ? t('bingo.closed') : t('bingo.buy')}
                    </span>
                    {canBuy > 0 ? (
                      <span className="studio-deal__stake">{format(count * room.cardPrice)}</span>
                    ) : null}
                  </button>
                  {session.demo ? <p className="studio-muted">{t('bingo.realMoney')}</p> : null}
                </form>
                {error ? (
                  <RoundError
                    error={error}
                    sessionOver={sessionOver}
                    onRetry={() => void buy()}
                    retryLabel={t('bingo.buy')}
                    notify={notify}
                  />
                ) : null}
                {shownCards ? (
                  <MyCards cards={shownCards.myCards} draw={[]} shown={0} stages={null} format={format} />
                ) : (
                  <p className="studio-muted" data-testid="bingo-no-cards">
                    {t('bingo.noCardsYet')}
                  </p>
                )}
              </>
            ) : (
              <p className="studio-muted" role="status">
                {t('bingo.between')}
              </p>
            )}
            {state?.last ? (
              <button
                type="button"
                className="studio-secondary"
                onClick={() => setPastGame(state.last!.gameId)}
                data-testid="bingo-last"
              >
                {t('bingo.lastGame')}
              </button>
            ) : null}
          </section>
        )}
      </main>
    </GameShell>
  );
}
