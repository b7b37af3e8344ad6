import { describe, expect, it } from 'vitest';
import { planLaunch } from './launch-target';

const slot = {
  nodeId: 'demo-1',
  vassalage: 'DEMO',
  gameCategory: 'RNG' as const,
  supportPlay: 0 as const,
  isGame: 'GAME' as const,
};

describe('game launch plan (spec §4)', () => {
  it('a visitor is sent to login, except for the free trial of a game that offers it', () => {
    expect(planLaunch(slot, false, false)).toEqual({ kind: 'login' });
    expect(planLaunch(slot, true, false)).toEqual({ kind: 'route', to: '/game/demo-1?vendor=DEMO&trial=1' });
    expect(planLaunch({ ...slot, supportPlay: 1 }, true, false)).toEqual({ kind: 'login' });
  });

  it('a member opens the game full-frame; lottery games go to the lottery screens; LIVE starts at once', () => {
    expect(planLaunch(slot, false, true)).toEqual({ kind: 'route', to: '/game/demo-1?vendor=DEMO' });
    expect(planLaunch({ ...slot, gameCategory: 'LOTT' }, false, true)).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=demo-1',
    });
    expect(planLaunch({ ...slot, gameCategory: 'ELOTT' }, false, true)).toEqual({
      kind: 'route',
      to: '/lottery-games?gameCode=demo-1&gameType=elott',
    });
    expect(planLaunch({ ...slot, gameCategory: 'LIVE' }, false, true)).toEqual({
      kind: 'direct',
      trial: false,
    });
  });

  it('a vendor entry (isGame VASSALAGE) opens the game popup, even for a visitor', () => {
    expect(planLaunch({ ...slot, isGame: 'VASSALAGE' }, false, false)).toEqual({ kind: 'popup' });
    expect(planLaunch({ ...slot, isGame: 'VASSALAGE' }, true, true)).toEqual({ kind: 'popup' });
  });
});
