import { BET_TYPES, DEFAULT_ODDS, LOTTERY_REGIONS } from '@suerte/contracts/lottery-rules';
import type { Database } from '../database.js';

/**
 * The lottery's games as seeded configuration (the operator changes them in the database afterwards): the
 * Vietnamese stations with the real weekday schedule (weekday 1 = Sunday/CN … 7 = Saturday/T7), north 18:15,
 * central 17:15, south 16:15 Vietnam time (UTC+7), betting closing 15 minutes before; and the e-lottery speed
 * games in the north and south result formats every 1, 3 and 5 minutes. Regional games take results from the
 * feed (or four-eyes operator entry); without a feed the draws are produced by the RNG and marked demo.
 */
interface Station {
  code: string;
  name: string;
  slug: string;
  days: number[];
}

const MON = 2;
const TUE = 3;
const WED = 4;
const THU = 5;
const FRI = 6;
const SAT = 7;
const SUN = 1;
const EVERY_DAY = [SUN, MON, TUE, WED, THU, FRI, SAT];

const NORTH: Station[] = [{ code: 'VN_MB', name: 'Miền Bắc', slug: 'mien-bac', days: EVERY_DAY }];

const CENTRAL: Station[] = [
  { code: 'VN_MT_TTH', name: 'Thừa Thiên Huế', slug: 'thua-thien-hue', days: [MON, SUN] },
  { code: 'VN_MT_PY', name: 'Phú Yên', slug: 'phu-yen', days: [MON] },
  { code: 'VN_MT_DLK', name: 'Đắk Lắk', slug: 'dak-lak', days: [TUE] },
  { code: 'VN_MT_QNM', name: 'Quảng Nam', slug: 'quang-nam', days: [TUE] },
  { code: 'VN_MT_DNG', name: 'Đà Nẵng', slug: 'da-nang', days: [WED, SAT] },
  { code: 'VN_MT_KH', name: 'Khánh Hòa', slug: 'khanh-hoa', days: [WED, SUN] },
  { code: 'VN_MT_BDI', name: 'Bình Định', slug: 'binh-dinh', days: [THU] },
  { code: 'VN_MT_QT', name: 'Quảng Trị', slug: 'quang-tri', days: [THU] },
  { code: 'VN_MT_QB', name: 'Quảng Bình', slug: 'quang-binh', days: [THU] },
  { code: 'VN_MT_GL', name: 'Gia Lai', slug: 'gia-lai', days: [FRI] },
  { code: 'VN_MT_NT', name: 'Ninh Thuận', slug: 'ninh-thuan', days: [FRI] },
  { code: 'VN_MT_QNG', name: 'Quảng Ngãi', slug: 'quang-ngai', days: [SAT] },
  { code: 'VN_MT_DNO', name: 'Đắk Nông', slug: 'dak-nong', days: [SAT] },
  { code: 'VN_MT_KT', name: 'Kon Tum', slug: 'kon-tum', days: [SUN] },
];

const SOUTH: Station[] = [
  { code: 'VN_MN_HCM', name: 'TP. Hồ Chí Minh', slug: 'tp-ho-chi-minh', days: [MON, SAT] },
  { code: 'VN_MN_DT', name: 'Đồng Tháp', slug: 'dong-thap', days: [MON] },
  { code: 'VN_MN_CM', name: 'Cà Mau', slug: 'ca-mau', days: [MON] },
  { code: 'VN_MN_BTR', name: 'Bến Tre', slug: 'ben-tre', days: [TUE] },
  { code: 'VN_MN_VT', name: 'Vũng Tàu', slug: 'vung-tau', days: [TUE] },
  { code: 'VN_MN_BL', name: 'Bạc Liêu', slug: 'bac-lieu', days: [TUE] },
  { code: 'VN_MN_DN', name: 'Đồng Nai', slug: 'dong-nai', days: [WED] },
  { code: 'VN_MN_CT', name: 'Cần Thơ', slug: 'can-tho', days: [WED] },
  { code: 'VN_MN_ST', name: 'Sóc Trăng', slug: 'soc-trang', days: [WED] },
  { code: 'VN_MN_TN', name: 'Tây Ninh', slug: 'tay-ninh', days: [THU] },
  { code: 'VN_MN_AG', name: 'An Giang', slug: 'an-giang', days: [THU] },
  { code: 'VN_MN_BTH', name: 'Bình Thuận', slug: 'binh-thuan', days: [THU] },
  { code: 'VN_MN_VL', name: 'Vĩnh Long', slug: 'vinh-long', days: [FRI] },
  { code: 'VN_MN_BD', name: 'Bình Dương', slug: 'binh-duong', days: [FRI] },
  { code: 'VN_MN_TV', name: 'Trà Vinh', slug: 'tra-vinh', days: [FRI] },
  { code: 'VN_MN_LA', name: 'Long An', slug: 'long-an', days: [SAT] },
  { code: 'VN_MN_BP', name: 'Bình Phước', slug: 'binh-phuoc', days: [SAT] },
  { code: 'VN_MN_HG', name: 'Hậu Giang', slug: 'hau-giang', days: [SAT] },
  { code: 'VN_MN_TG', name: 'Tiền Giang', slug: 'tien-giang', days: [SUN] },
  { code: 'VN_MN_KG', name: 'Kiên Giang', slug: 'kien-giang', days: [SUN] },
  { code: 'VN_MN_DL', name: 'Đà Lạt', slug: 'da-lat', days: [SUN] },
];

const REGIONAL = [
  { region: 'north', tag: 'NORTH', time: '18:15', stations: NORTH },
  { region: 'central', tag: 'CENTRAL', time: '17:15', stations: CENTRAL },
  { region: 'south', tag: 'SOUTH', time: '16:15', stations: SOUTH },
] as const;

const SPEED_NAMES = {
  north: {
    en: 'Speed Lottery North {m} min',
    tl: 'Speed Lottery Hilaga {m} min',
    th: 'หวยด่วนภาคเหนือ {m} นาที',
    vi: 'Xổ số nhanh Miền Bắc {m} phút',
    id: 'Lotre Kilat Utara {m} menit',
  },
  south: {
    en: 'Speed Lottery South {m} min',
    tl: 'Speed Lottery Timog {m} min',
    th: 'หวยด่วนภาคใต้ {m} นาที',
    vi: 'Xổ số nhanh Miền Nam {m} phút',
    id: 'Lotre Kilat Selatan {m} menit',
  },
} as const;

/** The e-lottery games: each format every 1, 3 and 5 minutes; betting closes 10, 20 and 30 s before the draw. */
export const DEMO_SPEED_GAMES = (['north', 'south'] as const).flatMap((region) =>
  [1, 3, 5].map((minutes) => ({
    code: `ELOTT_${region === 'north' ? 'N' : 'S'}${minutes}`,
    region,
    minutes,
    lockSeconds: minutes === 1 ? 10 : minutes === 3 ? 20 : 30,
    names: Object.fromEntries(
      Object.entries(SPEED_NAMES[region]).map(([lang, text]) => [lang, text.replace('{m}', String(minutes))]),
    ),
  })),
);

/** Limits in points (per number and per bet type on one draw, per bet), the same for every bet type by default. */
export const DEFAULT_LOTTERY_LIMITS = {
  maxPointsPerNumber: 5_000,
  maxPointsPerBet: 10_000,
  maxPointsPerDraw: 500_000,
} as const;

export async function seedDemoLottery(trx: Database, merchantCodes: readonly string[]): Promise<void> {
  let sort = 0;
  const games = [];
  const days = [];
  for (const { region, tag, time, stations } of REGIONAL) {
    for (const station of stations) {
      games.push({
        code: station.code,
        game_type: 'LOTT' as const,
        region,
        menu_tag: tag,
        name: station.name,
        icon_url: `/media/game/lottery-${station.slug}.svg`,
        draw_time_local: time,
        lock_seconds: 900,
        result_source: 'feed' as const,
        popular_rank: station.code === 'VN_MB' ? 2 : station.code === 'VN_MN_HCM' ? 3 : null,
        sort: sort++,
      });
      for (const weekday of station.days) days.push({ game_code: station.code, weekday });
    }
  }
  for (const game of DEMO_SPEED_GAMES) {
    games.push({
      code: game.code,
      game_type: 'ELOTT' as const,
      region: game.region,
      menu_tag: 'ELOTT' as const,
      name: game.names.en!,
      names: JSON.stringify(game.names),
      icon_url: `/media/game/lottery-speed-${game.region}-${game.minutes}.svg`,
      interval_seconds: game.minutes * 60,
      lock_seconds: game.lockSeconds,
      result_source: 'rng' as const,
      popular_rank: game.code === 'ELOTT_N1' ? 1 : game.code === 'ELOTT_S1' ? 4 : null,
      sort: sort++,
    });
    for (const weekday of EVERY_DAY) days.push({ game_code: game.code, weekday });
  }
  // Games and their days are seeded once: an operator's later changes to the schedule survive a re-seed.
  const inserted = await trx
    .insertInto('lottery_games')
    .values(games)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  const fresh = new Set(inserted.map((g) => g.code));
  const freshDays = days.filter((d) => fresh.has(d.game_code));
  if (freshDays.length > 0) await trx.insertInto('lottery_draw_days').values(freshDays).execute();

  const odds = merchantCodes.flatMap((merchant_code) =>
    LOTTERY_REGIONS.flatMap((region) =>
      BET_TYPES.map((bet_type) => ({
        merchant_code,
        region,
        bet_type,
        price_per_point: DEFAULT_ODDS[region][bet_type].pricePerPoint,
        win_per_point: DEFAULT_ODDS[region][bet_type].winPerPoint,
        max_points_per_number: DEFAULT_LOTTERY_LIMITS.maxPointsPerNumber,
        max_points_per_bet: DEFAULT_LOTTERY_LIMITS.maxPointsPerBet,
        max_points_per_draw: DEFAULT_LOTTERY_LIMITS.maxPointsPerDraw,
      })),
    ),
  );
  await trx
    .insertInto('lottery_odds')
    .values(odds)
    .onConflict((oc) => oc.columns(['merchant_code', 'region', 'bet_type']).doNothing())
    .execute();
}
