import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { watchPoolFaults } from './pool-faults.js';

function fakePool() {
  const pool = new EventEmitter();
  const onFault = vi.fn();
  watchPoolFaults(pool as unknown as pg.Pool, onFault);
  const connect = () => {
    const client = new EventEmitter();
    pool.emit('connect', client);
    return client;
  };
  return { pool, onFault, connect };
}

const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

describe('watchPoolFaults', () => {
  it('reports a client that loses its connection once, with its code, and nothing is thrown', () => {
    const { onFault, connect } = fakePool();
    const client = connect();
    // The server's FATAL message, then the socket's end: two error events for one loss.
    expect(() => client.emit('error', terminated)).not.toThrow();
    expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
    expect(onFault).toHaveBeenCalledTimes(1);
    expect(onFault).toHaveBeenCalledWith({ message: terminated.message, code: '57P01' });
  });

  it("survives the pool's error event for an idle client", () => {
    const { pool } = fakePool();
    expect(() => pool.emit('error', terminated, new EventEmitter())).not.toThrow();
  });

  it('reports each lost client', () => {
    const { onFault, connect } = fakePool();
    connect().emit('error', terminated);
    connect().emit('error', new Error('Connection terminated unexpectedly'));
    expect(onFault.mock.calls.map(([fault]) => fault.code)).toEqual(['57P01', null]);
  });
});
