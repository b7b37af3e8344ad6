import { describe, expect, it } from 'vitest';
import { readAddress } from './address';

describe('game page address', () => {
  it('reads a launch from the portal', () => {
    expect(
      readAddress('/studio/play/lucky-dragon', '?token=abc&player=p1&currency=PHP&lang=th&round=r9'),
    ).toEqual({
      page: 'play',
      game: 'lucky-dragon',
      launchToken: 'abc',
      player: 'p1',
      demo: false,
      merchant: null,
      currency: 'PHP',
      round: 'r9',
    });
  });

  it('reads a free trial and a rules page', () => {
    expect(readAddress('/studio/play/jade-temple', '?demo=1&merchant=m1')).toMatchObject({
      page: 'play',
      demo: true,
      merchant: 'm1',
      launchToken: null,
    });
    expect(readAddress('/studio/rules/jade-temple/', '')).toEqual({ page: 'rules', game: 'jade-temple' });
  });

  it('refuses anything else', () => {
    expect(readAddress('/studio/play/', '')).toEqual({ page: 'unknown' });
    expect(readAddress('/studio/play/Bad Name', '')).toEqual({ page: 'unknown' });
    expect(readAddress('/studio/other/lucky-dragon', '')).toEqual({ page: 'unknown' });
  });
});
