import type { JobSchedule, MissedPolicy, Period } from '../lib/schedule.js';

/** What a handler is told about the run it does. */
export interface JobContext {
  /** The period being run: handlers key their effects by `period.key` (a settlement, a day's wages). */
  readonly period: Period;
  /** 1 for the first attempt at this period, 2 for its first retry... */
  readonly attempt: number;
  /** The operator who started this run by hand (`ops jobs:run`); null for a scheduled run. */
  readonly triggeredBy: string | null;
}

/**
 * One scheduled job. The registry runs each period once across every node; the handler must still be idempotent
 * per period (a node may die after the handler's effects and before the run is marked done, and then the period
 * is run again elsewhere): key its money movements by the period.
 */
export interface JobDefinition {
  /** Stable, kebab-case: the key of its runs in the database and of its schedule in JOB_SCHEDULES. */
  readonly name: string;
  readonly description: string;
  readonly schedule: JobSchedule;
  /** After downtime: run only the newest period (a sweep), or every period missed (payouts per period). */
  readonly missed: MissedPolicy;
  /** How long a run may take; past it, another node may take the period over (the node is presumed dead). */
  readonly timeoutSeconds: number;
  /** Retries after a failed attempt, the first after `delaySeconds`, each later one about twice as late. */
  readonly retry: { readonly limit: number; readonly delaySeconds: number };
  /** Does the work; what it returns is logged as the run's result. */
  run(context: JobContext): Promise<unknown>;
}

const NAME = /^[a-z][a-z0-9-]{1,62}$/;

/** Refuses definitions the runner cannot keep apart: bad or repeated names, nonsensical limits. */
export function checkDefinitions(definitions: readonly JobDefinition[]): void {
  const seen = new Set<string>();
  for (const d of definitions) {
    if (!NAME.test(d.name)) throw new Error(`job name must be kebab-case: ${d.name}`);
    if (seen.has(d.name)) throw new Error(`job declared twice: ${d.name}`);
    seen.add(d.name);
    if (!(d.timeoutSeconds >= 1)) throw new Error(`job ${d.name}: timeoutSeconds must be at least 1`);
    if (!Number.isInteger(d.retry.limit) || d.retry.limit < 0 || !Number.isInteger(d.retry.delaySeconds))
      throw new Error(`job ${d.name}: retry limit and delay must be whole numbers`);
  }
}
