import { MAX_BALANCE } from '@suerte/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planBatch, type PlannedPosting } from './ledger-batch-plan.js';

const HOUSE = 100;
const move = (key: string, account: number, amount: number): PlannedPosting => ({
  idempotencyKey: key,
  legs: [
    { accountId: account, amount },
    { accountId: HOUSE, amount: -amount },
  ],
});

describe('planBatch', () => {
  it('refuses only the posting that would go negative; later ones go on from the balance without it', () => {
    const plan = planBatch(
      [move('a', 1, -60), move('b', 1, -60), move('c', 1, -40), move('d', 2, 5)],
      new Map([
        [1, 100],
        [2, 0],
      ]),
      new Map(),
    );
    expect(plan).toEqual([
      { action: 'post', balances: new Map([[1, 40]]) },
      { action: 'refuse', code: 'INSUFFICIENT_FUNDS', accountId: 1 },
      { action: 'post', balances: new Map([[1, 0]]) },
      { action: 'post', balances: new Map([[2, 5]]) },
    ]);
  });

  it('replays keys used before the batch or earlier in it, and frees the key of a refused posting', () => {
    const plan = planBatch(
      [move('old', 1, 5), move('x', 1, -500), move('x', 1, 10), move('x', 1, 10)],
      new Map([[1, 0]]),
      new Map([['old', 77]]),
    );
    expect(plan.map((d) => d.action)).toEqual(['replay', 'refuse', 'post', 'replay']);
    expect(plan[0]).toEqual({ action: 'replay', transactionId: 77 });
    expect(plan[3]).toEqual({ action: 'replay', index: 2 });
  });

  it('refuses a credit above the balance ceiling (BALANCE_LIMIT)', () => {
    const plan = planBatch([move('a', 1, 2)], new Map([[1, MAX_BALANCE - 1]]), new Map());
    expect(plan).toEqual([{ action: 'refuse', code: 'BALANCE_LIMIT', accountId: 1 }]);
  });

  it('refuses a posting whole when one of its member legs would go negative', () => {
    const transfer: PlannedPosting = {
      idempotencyKey: 't',
      legs: [
        { accountId: 1, amount: 50 },
        { accountId: 2, amount: -50 },
      ],
    };
    expect(
      planBatch(
        [transfer],
        new Map([
          [1, 0],
          [2, 10],
        ]),
        new Map(),
      ),
    ).toEqual([{ action: 'refuse', code: 'INSUFFICIENT_FUNDS', accountId: 2 }]);
  });

  it('never plans a negative balance, and the planned balances are the start plus the posted legs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 3, maxLength: 3 }),
        fc.array(
          fc.record({
            key: fc.constantFrom('k0', 'k1', 'k2', 'k3', 'k4', 'k5'),
            account: fc.integer({ min: 0, max: 2 }),
            amount: fc.integer({ min: -600, max: 600 }).filter((a) => a !== 0),
          }),
          { maxLength: 30 },
        ),
        (start, moves) => {
          const balances = new Map(start.map((b, i) => [i, b]));
          const postings = moves.map((m) => move(m.key, m.account, m.amount));
          const plan = planBatch(postings, balances, new Map());
          const running = new Map(balances);
          const posted = new Set<string>();
          plan.forEach((decision, i) => {
            const { key, account, amount } = moves[i]!;
            if (posted.has(key)) return expect(decision.action).toBe('replay');
            const next = running.get(account)! + amount;
            if (next < 0) return expect(decision).toMatchObject({ action: 'refuse', accountId: account });
            expect(decision).toEqual({ action: 'post', balances: new Map([[account, next]]) });
            running.set(account, next);
            posted.add(key);
          });
        },
      ),
    );
  });
});
