import { describe, expect, it } from 'vitest';
import { parseNotice } from './notification-channels.js';
import { balancePayloads, MAX_PAYLOAD_BYTES } from './balance-payloads.js';

describe('balancePayloads', () => {
  it('gives nothing for no ids', () => {
    expect(balancePayloads([])).toEqual([]);
    expect(balancePayloads([[], []])).toEqual([]);
  });

  it('merges the rows into one payload of distinct ids in order', () => {
    expect(balancePayloads([[3, 1], [2, 3], [1]])).toEqual(['1,2,3']);
  });

  it('splits only when a payload would exceed the limit, never cutting an id', () => {
    expect(balancePayloads([[11, 22, 33]], 5)).toEqual(['11,22', '33']);
    expect(balancePayloads([[11, 22, 33]], 8)).toEqual(['11,22,33']);
    expect(balancePayloads([[11, 22, 33]], 7)).toEqual(['11,22', '33']);
  });

  it('keeps every payload of a large set under the limit and loses no id', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => 1_000_000 + i * 7);
    const payloads = balancePayloads([ids.slice(0, 3000), ids.slice(2000)]);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parsed = payloads.flatMap((p) => {
      const notice = parseNotice('member_balance', p);
      return notice?.kind === 'balance' ? notice.memberIds : [];
    });
    expect(parsed).toEqual(ids);
  });
});
