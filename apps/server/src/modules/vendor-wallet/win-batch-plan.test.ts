import { describe, expect, it } from 'vitest';
import { planWins, type PlannedWin, type RoundState } from './win-batch-plan.js';

const limits = { maxWin: 1_000, maxRoundWin: 1_500 };
const win = (roundKey: string, amount: number, bonusWins = false): PlannedWin => ({
  roundKey,
  amount,
  limits,
  bonusWins,
});
const staked = (winTotal = 0): RoundState => ({ status: 'open', stakeTotal: 100, winTotal });

describe('planWins', () => {
  it('posts wins on staked rounds and counts wins of 0', () => {
    const rounds = new Map([['r1', staked()]]);
    expect(planWins([win('r1', 500), win('r1', 0)], rounds)).toEqual([
      { action: 'post', bonus: false },
      { action: 'count' },
    ]);
  });

  it('refuses a win above the one-win limit, and the round total above its limit, counting earlier wins', () => {
    const rounds = new Map([['r1', staked(400)]]);
    expect(planWins([win('r1', 1_001), win('r1', 900), win('r1', 200), win('r1', 100)], rounds)).toEqual([
      { action: 'refuse', status: 'WIN_LIMIT' },
      { action: 'post', bonus: false }, // 400 + 900 = 1 300
      { action: 'post', bonus: false }, // 1 500: at the limit
      { action: 'refuse', status: 'WIN_LIMIT' }, // 1 600
    ]);
  });

  it('refuses wins on closed rounds and bonus wins unless the vendor may pay them', () => {
    const rounds = new Map<string, RoundState>([
      ['closed', { status: 'closed', stakeTotal: 100, winTotal: 0 }],
    ]);
    expect(planWins([win('closed', 5), win('new', 5), win('new', 0), win('new2', 5, true)], rounds)).toEqual([
      { action: 'refuse', status: 'ROUND_CLOSED' },
      { action: 'refuse', status: 'BONUS_WIN_NOT_ALLOWED' },
      { action: 'count' },
      { action: 'post', bonus: true },
    ]);
  });
});
