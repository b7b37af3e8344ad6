import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { installProcessSafetyNet } from './process-safety-net.js';

class DbError extends Error {
  code = '57P01';
}

function setUp() {
  const target = new EventEmitter();
  const log = { error: vi.fn(), fatal: vi.fn() };
  const exit = vi.fn();
  const remove = installProcessSafetyNet({
    survivable: (err) => err instanceof DbError,
    log,
    exit,
    target: target as unknown as NodeJS.Process,
  });
  return { target, log, exit, remove };
}

describe('process safety net', () => {
  it.each(['uncaughtException', 'unhandledRejection'])(
    'logs a survivable %s and keeps the process running',
    (origin) => {
      const { target, log, exit } = setUp();
      target.emit(origin, new DbError('terminating connection due to administrator command'));
      expect(exit).not.toHaveBeenCalled();
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ origin, err: expect.objectContaining({ code: '57P01' }) }),
        expect.stringContaining('keeps running'),
      );
    },
  );

  it.each(['uncaughtException', 'unhandledRejection'])('logs any other %s and exits with 1', (origin) => {
    const { target, log, exit } = setUp();
    target.emit(origin, new TypeError('x is undefined'));
    expect(log.fatal).toHaveBeenCalledWith(
      expect.objectContaining({ origin, err: expect.objectContaining({ message: 'x is undefined' }) }),
      expect.any(String),
    );
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('logs only the message, code and stack of an error, never what else it carries', () => {
    const { target, log } = setUp();
    target.emit('unhandledRejection', Object.assign(new DbError('lost'), { client: { secret: 'x' } }));
    const [details] = log.error.mock.calls[0]!;
    expect(Object.keys((details as { err: object }).err).sort()).toEqual(['code', 'message', 'stack']);
  });

  it('can be removed', () => {
    const { target, remove } = setUp();
    remove();
    expect(target.listenerCount('uncaughtException')).toBe(0);
    expect(target.listenerCount('unhandledRejection')).toBe(0);
  });
});
