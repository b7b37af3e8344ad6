import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import {
  awaitingResults,
  confirmResult,
  enterResult,
  voidDraw,
  type AwaitingResult,
  type OpsOutcome,
} from '../modules/lottery/index.js';
import type { Runner } from './ops.js';

/** A refusal ends the command with its reason (and the result's reasons, one a line). */
function settled<T>(outcome: OpsOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new AppError('VALIDATION_FAILED', outcome.reason);
}

function awaitingLine(d: AwaitingResult): string {
  const head = `${d.gameCode} ${d.numero} (${d.region}, drawn ${d.drawAt.toISOString()})`;
  if (d.awaiting === 'confirmation')
    return `${head}: entered by ${d.enteredBy ?? '?'}, awaiting confirmation by another operator`;
  return d.feedOverdueAt
    ? `${head}: awaiting operator entry (no valid feed result by ${d.feedOverdueAt.toISOString()})`
    : `${head}: awaiting a result (the feed is asked until its deadline; an operator may enter it)`;
}

/**
 * Regional lottery results by operator entry, four eyes: `lottery:result GAME DRAW --file result.json
 * --operator A`, then `lottery:confirm GAME DRAW --operator B` (another operator); settlement starts only after
 * the confirmation. `lottery:void GAME DRAW` refunds every bet of a draw without a confirmed result, once.
 * Every action is audited on the draw (lottery_draw_audit).
 */
export function registerLotteryCommands(program: Command, run: Runner): void {
  program
    .command('lottery:awaiting')
    .description('list regional draws awaiting a result: to enter (feed overdue or none) or to confirm')
    .action(() =>
      run(async (_ops, _actor, { db }) => {
        const draws = await awaitingResults(db);
        if (draws.length === 0) console.log('no draw is awaiting a result');
        for (const d of draws) console.log(awaitingLine(d));
      }),
    );
  program
    .command('lottery:result')
    .description(
      'enter the result of a locked regional draw (JSON: {"DB":["12345"],"G1":[…],…}); waits for confirmation',
    )
    .argument('<game>', 'game code, e.g. VN_MB')
    .argument('<draw>', 'draw number yyyyMMdd-N')
    .requiredOption('--file <path>', 'the result as JSON')
    .requiredOption('--operator <name>', 'who enters the result')
    .action((game: string, draw: string, options: { file: string; operator: string }) =>
      run(async (_ops, _actor, { db }) => {
        let result: unknown;
        try {
          result = JSON.parse(await readFile(options.file, 'utf8'));
        } catch (error) {
          throw new AppError('VALIDATION_FAILED', `cannot read ${options.file}: ${(error as Error).message}`);
        }
        settled(await enterResult(db, { gameCode: game, numero: draw, operator: options.operator, result }));
        console.log(
          `${game} ${draw}: result entered by ${options.operator}; waiting for another operator to confirm`,
        );
      }),
    );
  program
    .command('lottery:confirm')
    .description(
      'confirm an entered result (an operator other than the one who entered it); settlement starts',
    )
    .argument('<game>')
    .argument('<draw>')
    .requiredOption('--operator <name>', 'who confirms (not the one who entered the result)')
    .action((game: string, draw: string, options: { operator: string }) =>
      run(async (_ops, _actor, { db }) => {
        settled(await confirmResult(db, { gameCode: game, numero: draw, operator: options.operator }));
        console.log(`${game} ${draw}: result confirmed by ${options.operator}; settlement follows`);
      }),
    );
  program
    .command('lottery:void')
    .description('void a draw without a confirmed result and refund every bet once')
    .argument('<game>')
    .argument('<draw>')
    .option('--operator <name>', 'who voids it (default: --actor)')
    .option('--reason <text>', 'why (kept in the audit)')
    .action((game: string, draw: string, options: { operator?: string; reason?: string }) =>
      run(async (_ops, actor, { db }) => {
        const operator = options.operator ?? actor;
        const done = settled(
          await voidDraw(db, { gameCode: game, numero: draw, operator, reason: options.reason }),
        );
        console.log(
          `${game} ${draw}: ${done.alreadyVoid ? 'already void' : `voided by ${operator}`}; ${done.bets} bet(s) refunded, ${done.refunded} in total`,
        );
      }),
    );
}
