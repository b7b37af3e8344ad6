// Preloaded (node --import) into server processes by the two-node jobs test, never by the product: registers one
// extra scheduled job, through the job registry's test-only seam, whose runs the test can watch. Each attempt
// writes 'start' (with this process's id), works for PROBE_WORK_MS, then writes 'done', in the table job_probe.
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
pool.on('error', () => undefined);
const note = (period, phase) =>
  pool.query('insert into job_probe (period, pid, phase) values ($1, $2, $3)', [period, process.pid, phase]);

globalThis[Symbol.for('suerte.jobs.extra-definitions-for-tests')] = [
  {
    name: 'test-probe',
    description: 'writes what it does into job_probe (tests only)',
    schedule: { kind: 'interval', everySeconds: Number(process.env.PROBE_EVERY_SECONDS ?? 4) },
    missed: 'latest',
    timeoutSeconds: 3,
    retry: { limit: 5, delaySeconds: 1 },
    async run({ period }) {
      await note(period.key, 'start');
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.PROBE_WORK_MS ?? 1500)));
      await note(period.key, 'done');
    },
  },
];
