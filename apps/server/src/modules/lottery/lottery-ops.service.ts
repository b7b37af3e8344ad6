import { validateResult, type ResultRefusal } from '@suerte/contracts/lottery-rules';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { audit, awaitingResultDraws, gameByCode, recordResult } from './lottery-draws.repository.js';
import { settleDraw, type SettlementReport } from './lottery-settlement.service.js';

/**
 * Operator actions on regional draws, four eyes: one operator enters a result (refused with the reasons when it
 * does not have exactly the region's prizes, counts and digits), a different operator confirms it, and only
 * then does settlement start. A draw can be voided: every bet is refunded once (by the settlement job's keyed
 * refunds; the CLI runs the refund at once). Every action is audited on the draw.
 */
export type OpsOutcome<T = unknown> =
  { ok: true; value: T } | { ok: false; reason: string; details?: unknown };

const refuse = (reason: string, details?: unknown): OpsOutcome<never> => ({ ok: false, reason, details });

async function drawFor(db: Database, gameCode: string, numero: string) {
  const game = await gameByCode(db, gameCode);
  if (!game) return null;
  const draw = await db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('numero', '=', numero)
    .executeTakeFirst();
  return draw ? { game, draw } : null;
}

export async function enterResult(
  db: Database,
  input: { gameCode: string; numero: string; operator: string; result: unknown },
): Promise<OpsOutcome<{ status: 'RESULT_PENDING' }>> {
  const found = await drawFor(db, input.gameCode, input.numero);
  if (!found) return refuse(`no draw ${input.numero} of ${input.gameCode}`);
  const { game, draw } = found;
  if (game.game_type !== 'LOTT') return refuse('e-lottery results come only from the RNG');
  if (draw.status !== 'LOCKED' && draw.status !== 'RESULT_PENDING')
    return refuse(`the draw is ${draw.status}; a result is entered on a locked draw`);
  const raw = input.result;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refuse('the result must be an object of prizes, e.g. {"DB":["12345"], …}');
  const check = validateResult(game.region, raw as Record<string, unknown[]>);
  if (!check.ok)
    return refuse(check.reasons.map((r: ResultRefusal) => r.message).join('; '), { reasons: check.reasons });
  return db.transaction().execute(async (trx) => {
    // The operator's result stands in for the RNG's: the seed of a demo draw is dropped, never revealed.
    const moved = await recordResult(trx, draw.id, draw.status, {
      status: 'RESULT_PENDING',
      result: check.result.prizes as Record<string, readonly string[]>,
      source: 'operator',
      enteredBy: input.operator,
    });
    if (!moved) return refuse('the draw changed meanwhile; try again');
    await trx
      .updateTable('lottery_draws')
      .set({ server_seed: null, seed_hash: null, client_seed: null, nonce: null, demo: false })
      .where('id', '=', draw.id)
      .execute();
    await audit(trx, draw.id, 'result.entered', input.operator, { result: check.result.prizes });
    return { ok: true as const, value: { status: 'RESULT_PENDING' as const } };
  });
}

export async function confirmResult(
  db: Database,
  input: { gameCode: string; numero: string; operator: string },
): Promise<OpsOutcome<{ status: 'RESULTED' }>> {
  const found = await drawFor(db, input.gameCode, input.numero);
  if (!found) return refuse(`no draw ${input.numero} of ${input.gameCode}`);
  const { draw } = found;
  if (draw.status !== 'RESULT_PENDING')
    return refuse(`the draw is ${draw.status}; nothing waits for confirmation`);
  if (draw.result_entered_by === input.operator)
    return refuse('four eyes: the result must be confirmed by another operator than the one who entered it');
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('lottery_draws')
      .set({ status: 'RESULTED', result_confirmed_by: input.operator, resulted_at: sql<Date>`now()` })
      .where('id', '=', draw.id)
      .where('status', '=', 'RESULT_PENDING')
      .where('result_entered_by', '<>', input.operator)
      .returning('id')
      .executeTakeFirst();
    if (!moved) return refuse('the draw changed meanwhile; try again');
    await audit(trx, draw.id, 'result.confirmed', input.operator);
    return { ok: true as const, value: { status: 'RESULTED' as const } };
  });
}

/** Voids a draw without a confirmed result and refunds its bets (each once); a second void changes nothing. */
export async function voidDraw(
  db: Database,
  input: { gameCode: string; numero: string; operator: string; reason?: string },
): Promise<OpsOutcome<SettlementReport & { alreadyVoid: boolean }>> {
  const found = await drawFor(db, input.gameCode, input.numero);
  if (!found) return refuse(`no draw ${input.numero} of ${input.gameCode}`);
  const { draw } = found;
  if (draw.status === 'SETTLED' || draw.status === 'RESULTED')
    return refuse(`the draw is ${draw.status}: its result stands and it settles; it cannot be voided`);
  const alreadyVoid = draw.status === 'VOID';
  if (!alreadyVoid) {
    const moved = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('lottery_draws')
        .set({ status: 'VOID', voided_at: sql<Date>`now()`, voided_by: input.operator })
        .where('id', '=', draw.id)
        .where('status', 'in', ['OPEN', 'LOCKED', 'RESULT_PENDING'])
        .returning('id')
        .executeTakeFirst();
      if (row) await audit(trx, draw.id, 'voided', input.operator, { reason: input.reason ?? null });
      return row !== undefined;
    });
    if (!moved) return refuse('the draw changed meanwhile (settled or voided); look again');
  }
  const report = await settleDraw(db, draw.id);
  return { ok: true, value: { ...report, alreadyVoid } };
}

export interface AwaitingResult {
  gameCode: string;
  numero: string;
  region: string;
  drawAt: Date;
  /** entry: no result yet (the feed is overdue, absent or still being asked); confirmation: entered, unconfirmed. */
  awaiting: 'entry' | 'confirmation';
  feedOverdueAt: Date | null;
  enteredBy: string | null;
}

/** Regional draws waiting for a person: a result to enter (ops lottery:result) or to confirm (lottery:confirm). */
export async function awaitingResults(db: Database): Promise<AwaitingResult[]> {
  const rows = await awaitingResultDraws(db);
  return rows.map((r) => ({
    gameCode: r.game_code,
    numero: r.numero,
    region: r.region,
    drawAt: new Date(r.draw_at),
    awaiting: r.status === 'RESULT_PENDING' ? 'confirmation' : 'entry',
    feedOverdueAt: r.feed_overdue_at ? new Date(r.feed_overdue_at) : null,
    enteredBy: r.result_entered_by,
  }));
}
