import { describe, expect, it } from 'vitest';
import { messageFor } from './messages.js';
import { retryAfterOf, waitText } from './wait-text.js';

describe('waitText', () => {
  it('names the wait in the unit a person reads, rounded up', () => {
    expect(waitText('en', 30)).toBe('30 seconds');
    expect(waitText('en', 61)).toBe('2 minutes');
    expect(waitText('en', 900)).toBe('15 minutes');
    expect(waitText('en', 86_400)).toBe('24 hours');
  });

  it('speaks every interface language', () => {
    expect(waitText('tl', 900)).toBe('15 minuto');
    expect(waitText('th', 900)).toBe('15 นาที');
    expect(waitText('vi', 900)).toBe('15 phút');
    expect(waitText('id', 900)).toBe('15 menit');
  });

  it('stays vague when the wait is unknown', () => {
    expect(waitText('en', null)).toBe('a while');
    expect(retryAfterOf(null)).toBeNull();
    expect(retryAfterOf({ retryAfterSeconds: 'soon' })).toBeNull();
    expect(retryAfterOf({ retryAfterSeconds: 0 })).toBeNull();
  });
});

describe('messages that name a wait', () => {
  it('name the wait of the answer, never a fixed one', () => {
    expect(messageFor('ACCOUNT_LOCKED', 'en', { retryAfterSeconds: 900 })).toBe(
      'Too many failed attempts. Please retry after 15 minutes.',
    );
    expect(messageFor('RATE_LIMITED', 'id', { retryAfterSeconds: 45 })).toContain('45 detik');
    expect(messageFor('RATE_LIMITED', 'en')).toBe('Too many requests. Please retry after a while.');
  });
});
