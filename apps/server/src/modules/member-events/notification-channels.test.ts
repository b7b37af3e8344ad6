import { describe, expect, it } from 'vitest';
import { CHANNELS, parseNotice } from './notification-channels.js';

describe('parseNotice', () => {
  it('reads the member ids of a balance notification and drops anything that is not an id', () => {
    expect(parseNotice(CHANNELS.balance, '12,7,x,-3,0')).toEqual({ kind: 'balance', memberIds: [12, 7] });
    expect(parseNotice(CHANNELS.balance, '')).toBeNull();
  });

  it('reads a revoked session', () => {
    const payload = JSON.stringify({ sessionId: '41', memberId: 9, reason: 'replaced' });
    expect(parseNotice(CHANNELS.session, payload)).toEqual({
      kind: 'session',
      sessionId: '41',
      memberId: 9,
      reason: 'replaced',
    });
    expect(parseNotice(CHANNELS.session, '{"sessionId":41}')).toBeNull();
  });

  it('reads a maintenance start and refuses other channels and broken payloads', () => {
    const payload = JSON.stringify({ merchantCode: 'SUERTE_PH', message: 'Back soon', until: null });
    expect(parseNotice(CHANNELS.maintenance, payload)).toEqual({
      kind: 'maintenance',
      merchantCode: 'SUERTE_PH',
      message: 'Back soon',
      until: null,
    });
    expect(parseNotice(CHANNELS.maintenance, 'not json')).toBeNull();
    expect(parseNotice('other_channel', payload)).toBeNull();
  });
});
