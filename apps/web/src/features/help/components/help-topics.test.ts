import { afterEach, describe, expect, it } from 'vitest';
import { findTopic, normalizeTopic, replaceTopicHash, resolveTopic } from './help-topics';
import { HELP_TOPICS } from '../test-utils';

describe('normalizeTopic', () => {
  it('reads a tag from a hash or a plain topic', () => {
    expect(normalizeTopic('#deposit')).toBe('deposit');
    expect(normalizeTopic('deposit')).toBe('deposit');
    expect(normalizeTopic('#%E0%B8%9D%E0%B8%B2%E0%B8%81')).toBe('ฝาก');
  });

  it('gives null for nothing', () => {
    expect(normalizeTopic(null)).toBeNull();
    expect(normalizeTopic(undefined)).toBeNull();
    expect(normalizeTopic('')).toBeNull();
    expect(normalizeTopic('#')).toBeNull();
    expect(normalizeTopic('#  ')).toBeNull();
  });

  it('keeps a malformed escape as text', () => {
    expect(normalizeTopic('#50%')).toBe('50%');
  });
});

describe('findTopic', () => {
  it('finds top-level and nested topics at any depth', () => {
    expect(findTopic(HELP_TOPICS, 'about')?.tag).toBe('about');
    expect(findTopic(HELP_TOPICS, 'deposit-bank')?.tag).toBe('deposit-bank');
    expect(findTopic(HELP_TOPICS, 'limits-vip')?.content).toBe('<p>VIP limits</p>');
  });

  it('falls back to a match ignoring letter case', () => {
    expect(findTopic(HELP_TOPICS, 'Deposit-Bank')?.tag).toBe('deposit-bank');
  });

  it('gives null for an unknown or missing tag', () => {
    expect(findTopic(HELP_TOPICS, 'nope')).toBeNull();
    expect(findTopic(HELP_TOPICS, null)).toBeNull();
  });
});

describe('resolveTopic', () => {
  it('uses the requested topic when it exists, else the first topic', () => {
    expect(resolveTopic(HELP_TOPICS, 'limits-vip')?.tag).toBe('limits-vip');
    expect(resolveTopic(HELP_TOPICS, 'nope')?.tag).toBe('about');
    expect(resolveTopic(HELP_TOPICS, null)?.tag).toBe('about');
    expect(resolveTopic([], 'about')).toBeNull();
  });
});

describe('replaceTopicHash', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('replaces the hash, keeping path, query and history state, without adding an entry', () => {
    window.history.replaceState({ key: 'k1' }, '', '/help?x=1');
    const length = window.history.length;
    replaceTopicHash('deposit bank');
    expect(window.location.pathname).toBe('/help');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#deposit%20bank');
    expect(window.history.state).toEqual({ key: 'k1' });
    expect(window.history.length).toBe(length);
  });
});
