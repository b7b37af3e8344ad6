import { describe, expect, it } from 'vitest';
import { MEMBER_EVENT_TYPES, MEMBER_EVENT_VERSION, parseMemberEvent } from './member-events.js';

describe('parseMemberEvent', () => {
  it('reads a known event of the known version', () => {
    const text = JSON.stringify({ type: MEMBER_EVENT_TYPES.balanceChanged, version: 1, id: 'e1' });
    expect(parseMemberEvent(text)).toEqual({ type: 'balance.changed', version: 1, id: 'e1' });
  });

  it('ignores unknown types, other versions, events without id and text that is not JSON', () => {
    expect(parseMemberEvent(JSON.stringify({ type: 'lottery.result', version: 1, id: 'x' }))).toBeNull();
    expect(
      parseMemberEvent(
        JSON.stringify({ type: 'balance.changed', version: MEMBER_EVENT_VERSION + 1, id: 'x' }),
      ),
    ).toBeNull();
    expect(parseMemberEvent(JSON.stringify({ type: 'balance.changed', version: 1 }))).toBeNull();
    expect(parseMemberEvent('not json')).toBeNull();
    expect(parseMemberEvent('null')).toBeNull();
  });
});
