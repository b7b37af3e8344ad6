// What one load run measured, the same for an HTTP load (autocannon) and its pgbench twin.
import type autocannon from 'autocannon';

export interface LoadFigures {
  betsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** HTTP errors, timeouts, non-2xx and answers other than OK (pgbench: failed transactions). */
  failures: number;
  /** Requests completed (HTTP) or transactions (pgbench). */
  count: number;
}

/** An autocannon run's figures; `refused` counts the 200 answers that were not a success. */
export function httpFigures(result: autocannon.Result, refused: number): LoadFigures {
  return {
    betsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts + refused,
    count: result.requests.total,
  };
}
