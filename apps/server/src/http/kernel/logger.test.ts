import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { isClientAbort, loggerOptions } from './logger.js';

function capture(level: string) {
  const lines: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino(loggerOptions(level) as pino.LoggerOptions, sink), lines };
}

describe('logger', () => {
  it('recognises client aborts', () => {
    expect(
      isClientAbort(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })),
    ).toBe(true);
    expect(isClientAbort(new Error('premature close'))).toBe(true);
    expect(isClientAbort(new Error('database down'))).toBe(false);
    expect(isClientAbort(null)).toBe(false);
  });

  it('logs a client abort at debug, not as an error', () => {
    const { log, lines } = capture('debug');
    log.error(new Error('premature close'));
    log.error({ err: new Error('premature close') }, 'premature close');
    expect(lines.map((l) => l.level)).toEqual([20, 20]);
  });

  it('still logs real errors as errors', () => {
    const { log, lines } = capture('info');
    log.error(new Error('premature close'));
    log.error({ err: new Error('database down') }, 'unhandled error');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, 'unhandled error']]);
  });
});
