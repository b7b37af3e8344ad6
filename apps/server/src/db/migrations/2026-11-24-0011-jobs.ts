import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: one row per scheduled job and period. The primary key (job, period) is what makes a period run
 * once across every node and restart: a node that plans a period already planned inserts nothing. The row also
 * keeps the outcome shown by `ops jobs` (state, attempts, failures, last error) and the lease of the run in
 * progress, so that a run abandoned by a dead node can be taken over once the lease has passed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('queued', 'running', 'retrying', 'succeeded', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('triggered_by', 'text')
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('lease_until', 'timestamptz')
    .addPrimaryKeyConstraint('job_runs_pkey', ['job', 'period'])
    .execute();
  // `ops jobs` and catch-up planning read the newest runs of each job.
  await sql`create index job_runs_job_due_idx on job_runs (job, due_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
