import { describe, expect, it } from 'vitest';
import { checkDefinitions } from './job-definition.js';
import { studioBingoJob, studioRecoveryJob } from './index.js';

const context = {
  period: { key: 'p', start: new Date(0), end: new Date(5_000) },
  attempt: 1,
  triggeredBy: null,
};

describe('the in-process studio on the job engine', () => {
  it('runs bingo every 5 seconds beside the recovery, reporting only a pass that did something', async () => {
    const quiet = { scheduled: 0, drawn: 0, waiting: 0, paid: 0, pending: 0 };
    let report = quiet;
    const bingo = studioBingoJob(async () => report);
    const recovery = studioRecoveryJob(async () => ({ settled: 0, rolledBack: 0, ended: 0, pending: 0 }));
    expect(() => checkDefinitions([recovery, bingo])).not.toThrow();
    expect(bingo).toMatchObject({
      name: 'studio-bingo',
      missed: 'latest',
      schedule: { kind: 'interval', everySeconds: 5 },
    });
    expect(await bingo.run(context as never)).toBeUndefined();
    report = { ...quiet, drawn: 1, paid: 3 };
    expect(await bingo.run(context as never)).toEqual(report);
  });
});
