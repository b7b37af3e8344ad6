import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../test/support/ops-cli.js';
import { testDatabaseKinds } from '../../test/support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { placeSlip, runDrawJob } from '../modules/lottery/index.js';

describe('operator CLI: the lottery station table and odds', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
    await runDrawJob(handle.db, null);
  });
  afterAll(async () => handle?.close());

  /** The weekdays (1 = Sunday … 7 = Saturday) of a station's open draws, from their local day. */
  const drawDays = async (game: string) => {
    const { rows } = await sql<{ weekday: number }>`
      select distinct extract(dow from to_date(substr(numero, 1, 8), 'YYYYMMDD'))::int + 1 as weekday
        from lottery_draws where game_code = ${game} and status = 'OPEN' order by 1`.execute(handle.db);
    return rows.map((r) => r.weekday);
  };

  it('lists the stations of a region with their weekdays as the tabs name them', async () => {
    const out = await runOps(handle, 'lottery:stations', '--region', 'south');
    expect(out).toMatch(/^VN_MN_HCM +south +16:15 lock 900s T2 T7 +feed +TP\. Hồ Chí Minh$/m);
    expect(out).not.toContain('VN_MB');
    await expect(runOps(handle, 'lottery:stations', '--region', 'east')).rejects.toThrow('region must be');
  });

  it('replaces a station’s weekdays: new draws on the new days, betless draws on dropped days removed', async () => {
    expect(await drawDays('VN_MN_DT')).toEqual([2]);
    // A bet on the next Monday draw: that draw is kept for the operator to void.
    const monday = await handle.db
      .selectFrom('lottery_draws')
      .select(['id', 'numero'])
      .where('game_code', '=', 'VN_MN_DT')
      .where('status', '=', 'OPEN')
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    const member = await handle.db.selectFrom('members').select(['id']).executeTakeFirstOrThrow();
    await handle.db
      .insertInto('lottery_slips')
      .values({
        member_id: member.id,
        request_id: 'cli-days',
        draw_id: monday.id,
        merchant_code: 'SUERTE_PH',
        currency: 'PHP',
        account_id: 1,
        total_cost: 1_000,
      })
      .execute();
    const out = await runOps(handle, 'lottery:station:set-days', 'VN_MN_DT', 'T3,cn');
    expect(out).toContain('VN_MN_DT draws on T3 CN (was T2)');
    expect(out).toContain(`kept because bets were placed (void them with lottery:void): ${monday.numero}`);
    await runDrawJob(handle.db, null);
    expect(await drawDays('VN_MN_DT')).toEqual([1, 2, 3]); // the Monday with a bet, and the new days
    expect(await runOps(handle, 'lottery:stations', '--region', 'south')).toMatch(/^VN_MN_DT .* T3 CN /m);
    expect(await runOps(handle, 'audit', '--limit', '1')).toMatch(
      /lottery\.station\.days lottery-game:VN_MN_DT .*"weekdays":\[2\].*"weekdays":\[1,3\]/,
    );
  });

  it('refuses weekdays it cannot read, an empty table and an e-lottery game', async () => {
    await expect(runOps(handle, 'lottery:station:set-days', 'VN_MN_DT', 'T2,T8')).rejects.toThrow(
      'not weekdays: t8',
    );
    await expect(runOps(handle, 'lottery:station:set-days', 'VN_MN_DT', ',')).rejects.toThrow(
      'at least one weekday',
    );
    await expect(runOps(handle, 'lottery:station:set-days', 'ELOTT_N1', 'T2')).rejects.toThrow('e-lottery');
    await expect(runOps(handle, 'lottery:station:set-days', 'NOPE', 'T2')).rejects.toThrow('unknown lottery');
  });

  it('shows the defaults, sets a merchant’s odds and limits (audited), and the bet slip uses them', async () => {
    const defaults = await runOps(handle, 'lottery:odds', '--region', 'north');
    expect(defaults).toMatch(/^truot10 +1000 +135000 +5000 +10000 +500000 {2}default$/m);
    expect(defaults).not.toMatch(/^deDau/m);

    const set = await runOps(handle, 'lottery:odds:set', 'SUERTE_PH', 'south', 'de', '--win', '80000');
    expect(set).toMatch(/^de +1000 +80000 .* merchant$/m);
    await runOps(handle, 'lottery:limits:set', 'SUERTE_PH', 'south', 'de', '--per-number', '3');
    const mine = await runOps(handle, 'lottery:odds', '--merchant', 'SUERTE_PH', '--region', 'south');
    expect(mine).toMatch(/^de +1000 +80000 +3 /m);
    expect(await runOps(handle, 'audit', '--limit', '2')).toMatch(
      /lottery\.terms\.set lottery-odds:SUERTE_PH\/south\/de .*"maxPointsPerNumber":3/,
    );

    // A bet over the merchant's new per-number limit is refused with it.
    const member = await handle.db
      .selectFrom('members')
      .select(['id'])
      .where('merchant_code', '=', 'SUERTE_PH')
      .executeTakeFirstOrThrow();
    const draw = await handle.db
      .selectFrom('lottery_draws')
      .select('numero')
      .where('game_code', '=', 'VN_MN_HCM')
      .where('status', '=', 'OPEN')
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    const bettor = { id: Number(member.id), merchantCode: 'SUERTE_PH', currency: 'PHP' };
    const slip = (points: number) =>
      placeSlip(
        handle.db,
        bettor,
        {
          requestId: `cli-odds-${points}`,
          gameCode: 'VN_MN_HCM',
          numero: draw.numero,
          bets: [{ betType: 'de', numbers: ['07'], points }],
        },
        'en',
      );
    await expect(slip(4)).rejects.toMatchObject({ code: 'LOTTERY_LIMIT' });

    expect(await runOps(handle, 'lottery:odds:reset', 'SUERTE_PH', 'south', 'de')).toContain(
      'back to the defaults',
    );
    expect(await runOps(handle, 'lottery:odds', '--merchant', 'SUERTE_PH', '--region', 'south')).toMatch(
      /^de +1000 +75000 +5000 .* default$/m,
    );
  });

  it('refuses unknown merchants, regions and bet types, bet types not offered, and bad amounts', async () => {
    await expect(runOps(handle, 'lottery:odds:set', 'NOPE', 'south', 'de', '--win', '1')).rejects.toThrow(
      'unknown merchant NOPE',
    );
    await expect(runOps(handle, 'lottery:odds:set', 'SUERTE_PH', 'west', 'de', '--win', '1')).rejects.toThrow(
      'region must be',
    );
    await expect(
      runOps(handle, 'lottery:odds:set', 'SUERTE_PH', 'north', 'deDau', '--win', '1'),
    ).rejects.toThrow('deDau is not offered on north draws');
    await expect(
      runOps(handle, 'lottery:odds:set', 'SUERTE_PH', 'north', 'bingo', '--win', '1'),
    ).rejects.toThrow('bet type must be');
    await expect(
      runOps(handle, 'lottery:odds:set', 'SUERTE_PH', 'north', 'de', '--price', '0'),
    ).rejects.toThrow('pricePerPoint must be a whole number of at least 1');
    await expect(
      runOps(handle, 'lottery:odds:set', 'SUERTE_PH', 'north', 'de', '--win', '1.5'),
    ).rejects.toThrow('--win must be a whole number');
    await expect(runOps(handle, 'lottery:limits:set', 'SUERTE_PH', 'north', 'de')).rejects.toThrow(
      'nothing to change',
    );
  });
});
