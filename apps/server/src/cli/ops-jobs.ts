import type { Command } from 'commander';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/kernel/app-error.js';
import { configuredJobs, jobStatuses, runJobNow, type JobDefinition, type JobStatus } from '../jobs/index.js';
import type { Runner } from './ops.js';

/** The CLI reports a run's log lines on stderr, beside its own output. */
const cliLog = {
  info: (details: object, message: string) => console.error(message, JSON.stringify(details)),
  warn: (details: object, message: string) => console.error(`warning: ${message}`, JSON.stringify(details)),
  error: (details: object, message: string) => console.error(`error: ${message}`, JSON.stringify(details)),
};

function printStatus(s: JobStatus): void {
  const last = s.lastRun;
  const lastText = last
    ? `last ${last.period} ${last.state} (attempts ${last.attempts}${last.triggered_by ? `, by ${last.triggered_by}` : ''})${last.last_error ? ` error "${last.last_error}"` : ''}`
    : 'never run';
  console.log(
    `${s.name.padEnd(26)} ${s.schedule.padEnd(12)} ${lastText}; next ${s.nextRunAt?.toISOString() ?? '-'}; failures (24 h): ${s.failedRuns} runs, ${s.failedAttempts} attempts`,
  );
}

/** Scheduled jobs: what each did last and does next, and running one now (audited). */
export function registerJobCommands(
  program: Command,
  run: Runner,
  jobsOf: (db: Database) => JobDefinition[] = (db) => configuredJobs(loadConfig(), db, cliLog),
): void {
  program
    .command('jobs')
    .description('list scheduled jobs: schedule, last run and outcome, next run, failures')
    .action(() =>
      run(async (_ops, _actor, { db }) => {
        for (const status of await jobStatuses(db, jobsOf(db))) printStatus(status);
      }),
    );
  program
    .command('jobs:run')
    .description('run one scheduled job now, in this process (recorded as a manual run and audited)')
    .argument('<name>')
    .action((name: string) =>
      run(async (_ops, actor, { db }) => {
        const jobs = jobsOf(db);
        const job = jobs.find((j) => j.name === name);
        if (!job)
          throw new AppError(
            'VALIDATION_FAILED',
            `no job ${name}; jobs: ${jobs.map((j) => j.name).join(', ')}`,
          );
        const done = await runJobNow(db, job, actor, cliLog);
        console.log(
          `${name} ${done.period} ${done.state}${done.last_error ? ` error "${done.last_error}"` : ''}`,
        );
        if (done.state !== 'succeeded') process.exitCode = 1;
      }),
    );
}
