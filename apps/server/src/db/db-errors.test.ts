import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseError, isDatabaseUnavailable, retryTransient } from './db-errors.js';

function pgError(code: string, message = 'from the server'): DatabaseError {
  const err = new DatabaseError(message, message.length, 'error');
  err.code = code;
  return err;
}

function socketError(code: string, syscall: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['terminated by an administrator (failover, restart, pg_terminate_backend)', pgError('57P01')],
    ['another backend crashed', pgError('57P02')],
    ['the server is starting up or shutting down', pgError('57P03')],
    ['too many connections', pgError('53300')],
    ['an idle session timed out', pgError('57P05')],
    ['a connection exception of class 08', pgError('08006')],
    ['a write on a standby after a failover', pgError('25006')],
    ['a refused TCP connection', socketError('ECONNREFUSED', 'connect')],
    ['a reset TCP connection', socketError('ECONNRESET', 'read')],
    ['a missing unix socket', socketError('ENOENT', 'connect')],
    ['a lost connection noticed by the driver', new Error('Connection terminated unexpectedly')],
    ['a connection attempt that timed out', new Error('timeout exceeded when trying to connect')],
    ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
    [
      'one of several addresses refused',
      new AggregateError([new Error('x'), socketError('ECONNREFUSED', 'connect')]),
    ],
  ])('is true for %s', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseError(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a deadlock', pgError('40P01')],
    ['a syntax error', pgError('42601')],
    ['a cancelled statement', pgError('57014')],
    ['a missing file', socketError('ENOENT', 'open')],
    ['a plain bug', new TypeError('x is undefined')],
    [
      'a failed call to a vendor',
      new TypeError('fetch failed', { cause: socketError('ECONNREFUSED', 'connect') }),
    ],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['null', null],
  ])('is false for %s', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('isDatabaseError', () => {
  it('is true for any answer of the database and false for errors of the code', () => {
    expect(isDatabaseError(pgError('23505'))).toBe(true);
    expect(isDatabaseError(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('retryTransient', () => {
  it('tries a transaction cancelled for a deadlock or a serialization conflict again', async () => {
    const failures = [pgError('40P01'), pgError('40001')];
    let calls = 0;
    const result = await retryTransient(async () => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the tries and never retries other errors', async () => {
    let calls = 0;
    const deadlock = retryTransient(
      async () => {
        calls += 1;
        throw pgError('40P01');
      },
      { tries: 3 },
    );
    await expect(deadlock).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryTransient(async () => {
        calls += 1;
        throw pgError('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });
});
