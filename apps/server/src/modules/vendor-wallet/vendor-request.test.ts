import { describe, expect, it } from 'vitest';
import {
  CLEARING_SHARDS,
  duplicateKey,
  hasNonIntegerNumber,
  ledgerKey,
  requestHash,
  shardOf,
} from './vendor-request.js';

describe('requestHash', () => {
  const bet = {
    requestId: 'r1',
    playerId: 'p',
    currency: 'PHP',
    transactionId: 't',
    roundId: 'x',
    amount: 5,
  };

  it('ignores requestId and key order', () => {
    const reordered = { amount: 5, roundId: 'x', transactionId: 't', currency: 'PHP', playerId: 'p' };
    expect(requestHash('bet', { ...bet, requestId: 'r2' })).toBe(requestHash('bet', bet));
    expect(requestHash('bet', { ...reordered, requestId: 'r3' })).toBe(requestHash('bet', bet));
  });

  it('changes with the action or any other field', () => {
    const base = requestHash('bet', bet);
    expect(requestHash('win', bet)).not.toBe(base);
    expect(requestHash('bet', { ...bet, amount: 6 })).not.toBe(base);
    expect(requestHash('bet', { ...bet, amount: '5' })).not.toBe(base);
    expect(requestHash('bet', { ...bet, roundId: 'y' })).not.toBe(base);
  });
});

describe('shardOf', () => {
  it('is stable and within range', () => {
    expect(shardOf('round-1')).toBe(shardOf('round-1'));
    for (let i = 0; i < 200; i += 1) {
      const shard = shardOf(`round-${i}`);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(CLEARING_SHARDS);
    }
  });

  it('spreads rounds over every shard', () => {
    const used = new Set(Array.from({ length: 500 }, (_, i) => shardOf(`r${i}`)));
    expect(used.size).toBe(CLEARING_SHARDS);
  });
});

describe('ledgerKey', () => {
  it('names the vendor, so two vendors may use the same transaction id', () => {
    expect(ledgerKey('SUERTE', 't1')).not.toBe(ledgerKey('SIMVENDOR', 't1'));
  });
});

describe('hasNonIntegerNumber', () => {
  it('spots fractions and exponents, even ones that parse to integers', () => {
    for (const amount of ['1.5', '100.0', '100.0000000000000001', '1e2', '1E+2', '-0.5']) {
      expect(hasNonIntegerNumber(`{"amount":${amount}}`), amount).toBe(true);
    }
  });

  it('passes plain integers and ignores dots and e inside strings', () => {
    expect(hasNonIntegerNumber('{"amount":100,"ok":true,"no":false,"n":null,"neg":-3}')).toBe(false);
    expect(hasNonIntegerNumber('{"gameCode":"v1.5","roundId":"9e9","q":"a\\"1.5"}')).toBe(false);
  });
});

describe('duplicateKey', () => {
  it('finds a key written twice in one object, at any depth and however it is escaped', () => {
    expect(duplicateKey('{"amount":100,"amount":1000}')).toBe('amount');
    expect(duplicateKey('{"a":{"b":[{"c":1,"c":2}]}}')).toBe('c');
    expect(duplicateKey('{"amount":1,"\\u0061mount":2}')).toBe('amount');
    expect(duplicateKey('{"x":1,"y":{"x":1},"z":[{"x":1},{"x":2}]}')).toBeNull();
    expect(duplicateKey('{"s":"\\"amount\\":1,\\"amount\\":2"}')).toBeNull();
  });
});
