import { describe, expect, it } from 'vitest';
import type { LotteryGame, LotteryMenuGroup } from '@suerte/contracts';
import { drawsOn, elottGames, elottMode, foldName, type ElottFilters } from './elott-view';

const game = (gameCode: string, gameName: string, drawDayOfWeek: string): LotteryGame =>
  ({ gameCode, code: gameCode, gameName, drawDayOfWeek }) as LotteryGame;
const group = (tag: LotteryMenuGroup['tag'], games: LotteryGame[]): LotteryMenuGroup =>
  ({ tag, gameMenuTag: tag, labelName: tag, webIconUrl: '', gameMenus: games }) as LotteryMenuGroup;

const groups = [
  group('NORTH', [game('MB', 'Miền Bắc', '1,2,3,4,5,6,7')]),
  group('SOUTH', [game('TPHCM', 'TP. Hồ Chí Minh', '2,7'), game('VL', 'Vĩnh Long', '6')]),
  group('ELOTT', [game('E1', 'Speed 1 minute', '1,2,3,4,5,6,7')]),
];
const none: ElottFilters = { tag: null, day: null, query: '', recent: false };

describe('/elott view modes', () => {
  it('picks search over recent over week over all', () => {
    expect(elottMode(none)).toBe('all');
    expect(elottMode({ ...none, day: '3' })).toBe('week');
    expect(elottMode({ ...none, day: '3', recent: true })).toBe('recent');
    expect(elottMode({ ...none, day: '3', recent: true, query: ' vinh ' })).toBe('search');
    expect(elottMode({ ...none, query: '   ' })).toBe('all');
  });

  it('shows the first tab when none is chosen, and the chosen tab otherwise', () => {
    expect(elottGames(groups, none).map((g) => g.gameCode)).toEqual(['MB']);
    expect(elottGames(groups, { ...none, tag: 'SOUTH' }).map((g) => g.gameCode)).toEqual(['TPHCM', 'VL']);
  });

  it('filters the tab by draw weekday: T2 is 2, CN is 1', () => {
    expect(elottGames(groups, { ...none, tag: 'SOUTH', day: '2' }).map((g) => g.gameCode)).toEqual(['TPHCM']);
    expect(elottGames(groups, { ...none, tag: 'SOUTH', day: '1' })).toEqual([]);
    expect(drawsOn(game('X', 'x', '1, 7'), '7')).toBe(true);
  });

  it('searches every tab by name without case or Vietnamese marks', () => {
    expect(elottGames(groups, { ...none, tag: 'NORTH', query: 'vinh long' }).map((g) => g.gameCode)).toEqual([
      'VL',
    ]);
    expect(elottGames(groups, { ...none, query: 'HO CHI' }).map((g) => g.gameCode)).toEqual(['TPHCM']);
    expect(foldName('Đà Nẵng')).toBe('da nang');
  });

  it('lists no games in recent mode (it lists results)', () => {
    expect(elottGames(groups, { ...none, recent: true })).toEqual([]);
  });
});
