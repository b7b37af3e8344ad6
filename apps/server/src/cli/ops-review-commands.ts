import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Runner } from './ops.js';

type ReviewAction = 'credit' | 'dismiss';

/** A queue of provider reports that were not applied automatically, as the operator works through it. */
export interface ReviewQueue<Row> {
  /** Command prefix: `<prefix>:review`, `<prefix>:credit`, `<prefix>:dismiss`. */
  prefix: string;
  /** What one entry is called in the answers ("QR payment"). */
  noun: string;
  /** Printed when nothing waits. */
  empty: string;
  descriptions: Record<'review' | ReviewAction, string>;
  open(db: DatabaseHandle['db']): {
    list(limit: number): Promise<Row[]>;
    resolve(
      actor: string,
      id: number,
      action: ReviewAction,
      note: string,
    ): Promise<{ changed: boolean; ledgerTransactionId: number | null }>;
  };
  line(row: Row): string;
}

/** The review, credit and dismiss commands of one queue; decisions are audited, a credit happens once. */
export function registerReviewCommands<Row>(program: Command, run: Runner, queue: ReviewQueue<Row>): void {
  program
    .command(`${queue.prefix}:review`)
    .description(queue.descriptions.review)
    .option('--limit <n>', 'how many', '50')
    .action((o: { limit: string }) =>
      run(async (_ops, _actor, { db }) => {
        const rows = await queue.open(db).list(Math.max(1, Number(o.limit) || 50));
        if (rows.length === 0) console.log(queue.empty);
        for (const r of rows) console.log(queue.line(r));
      }),
    );
  for (const action of ['credit', 'dismiss'] as const) {
    program
      .command(`${queue.prefix}:${action}`)
      .description(queue.descriptions[action])
      .argument('<id>')
      .requiredOption('--note <text>', 'what was checked or done (kept in the audit log)')
      .action((id: string, o: { note: string }) =>
        run(async (_ops, actor, { db }) => {
          if (!/^\d{1,15}$/.test(id)) throw new AppError('VALIDATION_FAILED', `not an id: ${id}`);
          const r = await queue.open(db).resolve(actor, Number(id), action, o.note);
          console.log(
            r.changed
              ? `${queue.noun} ${id} ${action === 'credit' ? `credited (ledger transaction ${r.ledgerTransactionId})` : 'dismissed'}`
              : `${queue.noun} ${id} already reviewed (nothing changed)`,
          );
        }),
      );
  }
}
