import type {
  Locale,
  LotteryBet,
  LotteryDraw,
  LotteryGame,
  LotteryMenuTag,
  LotteryPrizes,
} from '@suerte/contracts';
import type { GameRow } from './lottery-draws.repository.js';

/** Answers of the lottery calls, built from rows (no SQL here). */

const MENU_LABELS: Record<LotteryMenuTag, Record<Locale, string>> = {
  NORTH: {
    en: 'Northern Vietnam',
    tl: 'Hilagang Vietnam',
    th: 'เวียดนามเหนือ',
    vi: 'Miền Bắc',
    id: 'Vietnam Utara',
  },
  CENTRAL: {
    en: 'Central Vietnam',
    tl: 'Gitnang Vietnam',
    th: 'เวียดนามกลาง',
    vi: 'Miền Trung',
    id: 'Vietnam Tengah',
  },
  SOUTH: {
    en: 'Southern Vietnam',
    tl: 'Timog Vietnam',
    th: 'เวียดนามใต้',
    vi: 'Miền Nam',
    id: 'Vietnam Selatan',
  },
  ELOTT: { en: 'Speed Lottery', tl: 'Speed Lottery', th: 'หวยด่วน', vi: 'Xổ số nhanh', id: 'Lotre Kilat' },
};

const REMARKS: Record<Locale, { daily: string; every: string }> = {
  en: { daily: 'Draws at {time} (Vietnam time)', every: 'A draw every {m} min' },
  tl: { daily: 'Bola tuwing {time} (oras sa Vietnam)', every: 'Bola bawat {m} min' },
  th: { daily: 'ออกผลเวลา {time} (เวลาเวียดนาม)', every: 'ออกผลทุก {m} นาที' },
  vi: { daily: 'Quay lúc {time} (giờ Việt Nam)', every: 'Quay mỗi {m} phút' },
  id: { daily: 'Diundi pukul {time} (waktu Vietnam)', every: 'Undian setiap {m} menit' },
};

export function menuLabel(tag: LotteryMenuTag, locale: Locale): string {
  return MENU_LABELS[tag][locale] ?? MENU_LABELS[tag].en;
}

export function menuIconUrl(tag: LotteryMenuTag): string {
  return `/media/game/lottery-menu-${tag.toLowerCase()}.svg`;
}

export function gameName(game: Pick<GameRow, 'name' | 'names'>, locale: Locale): string {
  return game.names?.[locale] ?? game.name;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const secondsUntil = (at: Date | string | null, now: Date) =>
  at ? Math.max(0, Math.floor((new Date(at).getTime() - now.getTime()) / 1000)) : 0;

export interface DrawFields {
  id: number;
  game_code: string;
  numero: string;
  draw_at: Date | string;
  lock_at: Date | string;
  status: LotteryDraw['status'];
  seed_hash: string | null;
  server_seed: string | null;
  client_seed: string | null;
  nonce: number | null;
  result: Record<string, string[]> | null;
  demo: boolean;
}

/** A draw as answered: the seed only once the result is confirmed, the result only then too. */
export function drawView(draw: DrawFields, game: GameRow, now: Date, locale: Locale): LotteryDraw {
  const revealed = draw.status === 'RESULTED' || draw.status === 'SETTLED';
  const prizes = revealed ? (draw.result as LotteryPrizes | null) : null;
  const lockAt = new Date(draw.lock_at);
  return {
    gameCode: game.code,
    gameName: gameName(game, locale),
    gameType: game.game_type,
    region: game.region,
    numero: draw.numero,
    lockAt: lockAt.toISOString(),
    drawTime: new Date(draw.draw_at).toISOString(),
    status: draw.status,
    remainTime: secondsUntil(draw.draw_at, now),
    lockTime: game.lock_seconds,
    isSale: draw.status === 'OPEN' && lockAt.getTime() > now.getTime(),
    seedHash: draw.seed_hash,
    serverSeed: revealed ? draw.server_seed : null,
    clientSeed: revealed && draw.server_seed ? draw.client_seed : null,
    nonce: revealed && draw.server_seed ? draw.nonce : null,
    prizes,
    winningNumber: prizes?.DB?.[0] ?? '',
    demo: draw.demo,
  };
}

/** A game with its open draw and its last result (spec §3). */
export function gameView(
  game: GameRow,
  open: DrawFields | null,
  last: DrawFields | null,
  now: Date,
  locale: Locale,
  /** Regional draws come from the RNG (no result feed): demo, even before a draw exists. */
  regionalDemo = true,
): LotteryGame {
  const lastView = last ? drawView(last, game, now, locale) : null;
  const openView = open ? drawView(open, game, now, locale) : null;
  const remark =
    game.game_type === 'LOTT'
      ? REMARKS[locale].daily.replace('{time}', game.draw_time_local ?? '')
      : REMARKS[locale].every.replace('{m}', String((game.interval_seconds ?? 60) / 60));
  return {
    code: game.code,
    gameCode: game.code,
    gameName: gameName(game, locale),
    remark,
    webIconUrl: game.icon_url,
    gameMenuTag: game.menu_tag,
    tag: game.menu_tag,
    labelName: menuLabel(game.menu_tag, locale),
    gameType: game.game_type,
    region: game.region,
    drawDayOfWeek: game.weekdays.join(','),
    intervalSeconds: game.interval_seconds,
    numero: openView?.numero ?? null,
    remainTime: openView?.remainTime ?? 0,
    lockTime: game.lock_seconds,
    drawTime: openView?.drawTime ?? null,
    isSale: openView?.isSale ?? false,
    fewinTime: lastView ? iso(lastView.drawTime) : null,
    previousWinningNumber: lastView?.winningNumber ?? '',
    previousNumero: lastView?.numero ?? null,
    demo: game.game_type === 'LOTT' ? (open?.demo ?? last?.demo ?? regionalDemo) : false,
  };
}

export interface BetFields {
  id: number;
  slip_id: number;
  bet_type: string;
  numbers: string[];
  points: number;
  price_per_point: number;
  win_per_point: number;
  cost: number;
  status: LotteryBet['status'];
  hits: number | null;
  payout: number | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

export function betView(bet: BetFields, game: GameRow, numero: string, locale: Locale): LotteryBet {
  return {
    betId: String(bet.id),
    slipId: String(bet.slip_id),
    gameCode: game.code,
    gameName: gameName(game, locale),
    numero,
    betType: bet.bet_type as LotteryBet['betType'],
    numbers: bet.numbers,
    points: Number(bet.points),
    pricePerPoint: Number(bet.price_per_point),
    winPerPoint: Number(bet.win_per_point),
    cost: Number(bet.cost),
    status: bet.status,
    hits: bet.hits,
    payout: bet.payout === null ? null : Number(bet.payout),
    placedAt: new Date(bet.created_at).toISOString(),
    settledAt: iso(bet.settled_at),
  };
}
