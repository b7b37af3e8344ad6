import { describe, expect, it } from 'vitest';
import { topicFromHash } from './home-route';

describe('help topic from the hash', () => {
  it('reads the topic after #, decoded', () => {
    expect(topicFromHash('#deposit')).toBe('deposit');
    expect(topicFromHash('#faq%20games')).toBe('faq games');
  });

  it('no hash means no topic', () => {
    expect(topicFromHash('')).toBeNull();
    expect(topicFromHash('#')).toBeNull();
  });

  it('keeps a malformed escape as it is', () => {
    expect(topicFromHash('#100%')).toBe('100%');
  });
});
