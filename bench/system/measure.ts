// Load generation with autocannon: a warm-up, then several timed runs summarised by their medians.
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** The host's load averages (1, 5, 15 minutes), printed beside the figures they may have skewed. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  runs: number;
}

export interface RunFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses outside 2xx plus socket errors and timeouts: any of these makes the figures suspect. */
  failures: number;
}

export interface Measurement extends RunFigures {
  path: string;
  runs: RunFigures[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The value at percentile `p` (0–100) of ascending `sorted` values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The latencies (ms, ascending) of every transaction pgbench logged with `-l --log-prefix DIR/PREFIX` (one file
 * per thread; the third field of each line is the latency in µs).
 */
export async function pgbenchLatencies(dir: string, prefix: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const file of await readdir(dir)) {
    if (!file.startsWith(prefix)) continue;
    for (const line of (await readFile(path.join(dir, file), 'utf8')).split('\n')) {
      const fields = line.split(' ');
      if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
    }
  }
  return latencies.sort((a, b) => a - b);
}

async function load(url: string, connections: number, durationSeconds: number): Promise<RunFigures> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Warms the endpoint up, then measures it `runs` times; the headline figures are the medians. */
export async function measure(baseUrl: string, path: string, settings: LoadSettings): Promise<Measurement> {
  const url = `${baseUrl}${path}`;
  await load(url, settings.connections, settings.warmupSeconds);
  const runs: RunFigures[] = [];
  for (let i = 0; i < settings.runs; i += 1)
    runs.push(await load(url, settings.connections, settings.durationSeconds));
  return {
    path,
    runs,
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  };
}
