import { useTranslation } from 'react-i18next';
import {
  BINGO_COLUMNS,
  BINGO_FREE_CELL,
  MINES_TILES,
  fractionToDecimal,
  highCardWinners,
  minesMultiplier,
  playMinesPicks,
  type CockfightSide,
  type CrashRound,
  type Score,
} from '@suerte/fair';
import { Card } from './baccarat-outcome';
import styles from './fair.module.css';

/** Hundredths as a multiplier text: 194 → "1.94". */
export const multiplierText = (hundredths: number) => (hundredths / 100).toFixed(2);

/** The picks as played on the board: up to the first mine (later picks were never played). */
function minesReplay(board: number[], picks: number[]) {
  const hit = picks.findIndex((tile) => board.includes(tile));
  const played = hit >= 0 ? picks.slice(0, hit + 1) : picks;
  return { round: playMinesPicks(board, board.length, played, false), ignored: picks.length - played.length };
}

function MinesPicks({ mines, picks }: { mines: number[]; picks: number[] }) {
  const { t } = useTranslation('fair');
  const { round, ignored } = minesReplay(mines, picks);
  const safe = round.revealed.length;
  const multiplier = safe > 0 ? fractionToDecimal(minesMultiplier(mines.length, safe), 4) : null;
  return (
    <div data-testid="fair-mines-picks">
      <p className={styles.total} data-testid="fair-mines-status">
        {round.status === 'lost'
          ? t('mines.lost', { tile: round.hit! + 1, safe })
          : round.status === 'cleared'
            ? t('mines.cleared', { multiplier })
            : t('mines.safe', { safe, multiplier })}
      </p>
      {ignored > 0 ? <p className={styles.note}>{t('mines.ignored', { count: ignored })}</p> : null}
    </div>
  );
}

/**
 * The board of a Mines round: the mines among the 25 tiles, numbered 1–25 row by row from the top left; with the
 * player's picks, where each landed and what the round came to.
 */
export function MinesOutcome({ mines, picks }: { mines: number[]; picks?: number[] }) {
  const { t } = useTranslation('fair');
  const set = new Set(mines);
  const order = new Map((picks ?? []).map((tile, i) => [tile, i + 1]));
  return (
    <div className={styles.outcome} data-testid="fair-mines-outcome">
      <div className={styles.board} role="list" aria-label={t('mines.board')} data-testid="fair-mines-board">
        {Array.from({ length: MINES_TILES }, (_, tile) => {
          const mine = set.has(tile);
          const picked = order.get(tile);
          const label = mine ? 'mines.mineTile' : 'mines.safeTile';
          return (
            <span
              key={tile}
              role="listitem"
              className={`${styles.tile} ${mine ? styles.tileMine : ''} ${picked ? styles.tilePicked : ''}`}
              aria-label={`${t(label, { tile: tile + 1 })}${picked ? ` · ${t('mines.pick', { order: picked })}` : ''}`}
              data-testid="fair-tile"
              data-mine={mine || undefined}
              data-pick={picked}
            >
              {mine ? '✹' : tile + 1}
            </span>
          );
        })}
      </div>
      <p className={styles.note} data-testid="fair-mines-tiles">
        {t('mines.tiles', { tiles: mines.map((tile) => tile + 1).join(', ') })}
      </p>
      {picks && picks.length > 0 ? <MinesPicks mines={mines} picks={picks} /> : null}
    </div>
  );
}

export function CrashOutcome({ round }: { round: CrashRound }) {
  const { t } = useTranslation('fair');
  return (
    <div className={styles.outcome} data-testid="fair-crash-outcome">
      <p className={styles.total} data-testid="fair-crash-point">
        {t('crash.point', { point: multiplierText(round.crashPoint) })}
      </p>
      <p className={styles.note}>{round.instant ? t('crash.instant') : t('crash.wins')}</p>
    </div>
  );
}

const ballLabel = (ball: number) => `${BINGO_COLUMNS[Math.floor((ball - 1) / 15)]}${ball}`;

/** The room's 75 balls in the order they are called. */
export function BingoDrawOutcome({ draw }: { draw: number[] }) {
  const { t } = useTranslation('fair');
  return (
    <div className={styles.outcome} data-testid="fair-bingo-draw">
      <h3 className={styles.handTitle}>{t('bingo.order')}</h3>
      <ol className={styles.balls}>
        {draw.map((ball, i) => (
          <li
            key={ball}
            className={styles.ball}
            data-testid="fair-ball"
            aria-label={t('bingo.ball', { order: i + 1, ball: ballLabel(ball) })}
          >
            <span className={styles.ballOrder}>{i + 1}</span>
            {ballLabel(ball)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A card's 25 squares under B I N G O, the centre free. */
export function BingoCardOutcome({ card }: { card: number[] }) {
  const { t } = useTranslation('fair');
  return (
    <div className={styles.outcome} data-testid="fair-bingo-card">
      <div className={styles.board} role="table" aria-label={t('bingo.card')}>
        <div role="row" style={{ display: 'contents' }}>
          {BINGO_COLUMNS.map((letter) => (
            <span key={letter} role="columnheader" className={`${styles.tile} ${styles.tileHead}`}>
              {letter}
            </span>
          ))}
        </div>
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} role="row" style={{ display: 'contents' }}>
            {card.slice(row * 5, row * 5 + 5).map((number, column) => {
              const free = row * 5 + column === BINGO_FREE_CELL;
              return (
                <span
                  key={column}
                  role="cell"
                  className={`${styles.tile} ${free ? styles.tileFree : ''}`}
                  data-testid="fair-square"
                >
                  {free ? t('bingo.free') : number}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** One card per seat in seat order; the highest rank wins, ties split. */
export function HighCardOutcome({ cards }: { cards: number[] }) {
  const { t } = useTranslation('fair');
  const winners = highCardWinners(cards);
  const seats = winners.map((seat) => seat + 1).join(', ');
  return (
    <div className={styles.outcome} data-testid="fair-high-card">
      <ol className={styles.seats}>
        {cards.map((code, seat) => (
          <li
            key={seat}
            className={`${styles.seat} ${winners.includes(seat) ? styles.seatWon : ''}`}
            data-testid="fair-seat"
            data-won={winners.includes(seat) || undefined}
          >
            <span>{t('highCard.seat', { seat: seat + 1 })}</span>
            <Card code={code} />
          </li>
        ))}
      </ol>
      <p className={styles.total} data-testid="fair-winner">
        {winners.length === 1 ? t('highCard.winner', { seats }) : t('highCard.split', { seats })}
      </p>
    </div>
  );
}

export function CockfightOutcome({ result }: { result: CockfightSide }) {
  const { t } = useTranslation('fair');
  return (
    <p className={styles.total} data-testid="fair-event-result">
      {t(`cockfight.${result}`)}
    </p>
  );
}

export function FootballOutcome({ score }: { score: Score }) {
  const { t } = useTranslation('fair');
  return (
    <p className={styles.total} data-testid="fair-event-result">
      {t('football.score', { home: score.home, away: score.away })}
    </p>
  );
}
