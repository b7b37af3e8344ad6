import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import {
  betTypeOf,
  listStations,
  oddsLines,
  regionOf,
  resetTerms,
  setStationDays,
  setTerms,
  weekdayLabels,
  type OddsLine,
  type TermsChange,
} from '../modules/lottery/index.js';
import type { Runner } from './ops.js';

/**
 * The lottery's configuration: the regional station table (`lottery:stations`, `lottery:station:set-days`) and
 * each merchant's price, win and limits per bet type and region over the common-market defaults
 * (`lottery:odds`, `lottery:odds:set`, `lottery:limits:set`, `lottery:odds:reset`). Changes are audited.
 */
function amount(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,15}$/.test(text)) throw new AppError('VALIDATION_FAILED', `${name} must be a whole number`);
  return Number(text);
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);

function printOdds(lines: readonly OddsLine[]): void {
  console.log(
    `${pad('bet type', 9)} ${padLeft('price', 9)} ${padLeft('win', 11)} ${padLeft('/number', 9)} ` +
      `${padLeft('/bet', 9)} ${padLeft('/draw', 11)}  source`,
  );
  for (const l of lines)
    console.log(
      `${pad(l.betType, 9)} ${padLeft(l.pricePerPoint, 9)} ${padLeft(l.winPerPoint, 11)} ` +
        `${padLeft(l.maxPointsPerNumber, 9)} ${padLeft(l.maxPointsPerBet, 9)} ${padLeft(l.maxPointsPerDraw, 11)}  ${l.source}`,
    );
}

function registerStationCommands(program: Command, run: Runner): void {
  program
    .command('lottery:stations')
    .description('list the regional stations: draw time, lock, weekdays (T2 … T7, CN), result source')
    .option('--region <region>', 'north | central | south')
    .action((o: { region?: string }) =>
      run(async (_ops, _actor, { db }) => {
        const stations = await listStations(db, o.region ? regionOf(o.region) : undefined);
        for (const s of stations)
          console.log(
            `${pad(s.code, 10)} ${pad(s.region, 7)} ${s.draw_time_local ?? '--:--'} lock ${s.lock_seconds}s ` +
              `${pad(weekdayLabels(s.weekdays), 20)} ${s.result_source}${s.enabled ? '' : ' (disabled)'}  ${s.name}`,
          );
      }),
    );
  program
    .command('lottery:station:set-days')
    .description('replace the weekdays a station draws on, e.g. T2,T7 or CN (audited)')
    .argument('<game>', 'station code, e.g. VN_MN_HCM')
    .argument('<days>', 'T2 … T7 and CN, 1 (Sunday) … 7 (Saturday) or mon … sun, comma separated')
    .action((game: string, days: string) =>
      run(async (_ops, actor, { db }) => {
        const change = await setStationDays(db, actor, game, days);
        console.log(`${game} draws on ${weekdayLabels(change.after)} (was ${weekdayLabels(change.before)})`);
        if (change.removed.length > 0)
          console.log(`upcoming draws removed (no bets): ${change.removed.join(', ')}`);
        if (change.keptWithBets.length > 0)
          console.log(
            `upcoming draws kept because bets were placed (void them with lottery:void): ${change.keptWithBets.join(', ')}`,
          );
      }),
    );
}

function termsCommand(
  program: Command,
  run: Runner,
  name: string,
  what: string,
  options: [string, string][],
) {
  const command = program
    .command(name)
    .description(what)
    .argument('<merchant>')
    .argument('<region>', 'north | central | south')
    .argument('<betType>', 'lo2, de, xien2, truot4, … (lottery:odds lists them)');
  for (const [flag, help] of options) command.option(flag, help);
  command.action((merchant: string, regionText: string, typeText: string, o: Record<string, string>) =>
    run(async (_ops, actor, { db }) => {
      const region = regionOf(regionText);
      const betType = betTypeOf(typeText, region);
      const change: TermsChange = {
        pricePerPoint: amount('--price', o.price),
        winPerPoint: amount('--win', o.win),
        maxPointsPerNumber: amount('--per-number', o.perNumber),
        maxPointsPerBet: amount('--per-bet', o.perBet),
        maxPointsPerDraw: amount('--per-draw', o.perDraw),
      };
      const line = await setTerms(db, actor, { merchantCode: merchant, region, betType }, change);
      console.log(`${merchant} ${region}:`);
      printOdds([line]);
    }),
  );
}

export function registerLotteryConfigCommands(program: Command, run: Runner): void {
  registerStationCommands(program, run);
  program
    .command('lottery:odds')
    .description(
      "price and win per point (minor units) and limits (points) per bet type: a merchant's or the defaults",
    )
    .option('--merchant <code>', "the merchant's terms (its own over the defaults); without it the defaults")
    .option('--region <region>', 'north | central | south (default: all three)')
    .action((o: { merchant?: string; region?: string }) =>
      run(async (_ops, _actor, { db }) => {
        const regions = o.region ? [regionOf(o.region)] : (['north', 'central', 'south'] as const);
        for (const region of regions) {
          console.log(`${o.merchant ?? 'defaults'} ${region}:`);
          printOdds(await oddsLines(db, o.merchant ?? null, region));
        }
      }),
    );
  termsCommand(
    program,
    run,
    'lottery:odds:set',
    "set a merchant's price and/or win per point of a bet type",
    [
      ['--price <minor>', 'price of one point (for lô: per drawn number; for lô trượt: per chosen number)'],
      ['--win <minor>', 'won per point per hit'],
    ],
  );
  termsCommand(program, run, 'lottery:limits:set', "set a merchant's stake limits (points) of a bet type", [
    ['--per-number <points>', 'points one number (xiên / lô trượt set, side) may carry in a draw'],
    ['--per-bet <points>', 'points of one bet'],
    ['--per-draw <points>', 'points of the bet type in one draw'],
  ]);
  program
    .command('lottery:odds:reset')
    .description("drop a merchant's own terms of a bet type: the defaults apply again (audited)")
    .argument('<merchant>')
    .argument('<region>')
    .argument('<betType>')
    .action((merchant: string, regionText: string, typeText: string) =>
      run(async (_ops, actor, { db }) => {
        const region = regionOf(regionText);
        const betType = betTypeOf(typeText, region);
        const dropped = await resetTerms(db, actor, { merchantCode: merchant, region, betType });
        console.log(
          dropped
            ? `${merchant} ${region} ${betType}: back to the defaults`
            : `${merchant} ${region} ${betType} already uses the defaults`,
        );
      }),
    );
}
