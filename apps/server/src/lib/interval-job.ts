/**
 * Runs a background job every `everyMs`, never two runs of it at once in this process (a slow run makes the
 * next tick skip). The job itself must be safe on several nodes (locks, idempotent steps). The timer does not
 * keep the process alive; stop() clears it and waits for a run in progress.
 */
export function startIntervalJob(
  run: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void = () => undefined,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
