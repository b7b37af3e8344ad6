import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.js';

afterEach(() => vi.useRealTimers());

describe('startIntervalJob', () => {
  it('runs on every tick but never twice at once, reports errors and stops after the run in progress', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const errors: unknown[] = [];
    const job = startIntervalJob(run, 1000, (e) => errors.push(e));

    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);

    run.mockImplementationOnce(() => Promise.reject(new Error('boom')));
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([expect.objectContaining({ message: 'boom' })]);

    let stopped = false;
    await vi.advanceTimersByTimeAsync(1000);
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    const calls = run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(calls);
  });
});
