import type { LotteryDraw, LotteryGame, LotteryMenu, LotteryOdds } from '@suerte/contracts';
import { DEFAULT_ODDS, BET_SHAPES, costMultiplier } from '@suerte/contracts/lottery-rules';
import { LOTTERY_BET_TYPES } from '@suerte/contracts/core';

export function lotteryGame(over: Partial<LotteryGame> = {}): LotteryGame {
  const code = over.gameCode ?? 'MB';
  return {
    code,
    gameCode: code,
    gameName: 'Miền Bắc',
    remark: 'North, 18:15',
    webIconUrl: '/media/lottery/north.svg',
    gameMenuTag: 'NORTH',
    tag: 'NORTH',
    labelName: 'Northern',
    gameType: 'LOTT',
    region: 'north',
    drawDayOfWeek: '1,2,3,4,5,6,7',
    intervalSeconds: null,
    numero: '20261125-1',
    remainTime: 3_700,
    lockTime: 60,
    drawTime: '2026-11-25T11:15:00Z',
    isSale: true,
    fewinTime: null,
    previousWinningNumber: '12345',
    previousNumero: '20261124-1',
    demo: true,
    ...over,
  };
}

export function lotteryMenu(): LotteryMenu {
  const south = (gameCode: string, gameName: string, drawDayOfWeek: string) =>
    lotteryGame({ gameCode, gameName, drawDayOfWeek, gameMenuTag: 'SOUTH', tag: 'SOUTH', region: 'south' });
  return {
    serverTime: '2026-11-25T10:00:00Z',
    list: [
      {
        tag: 'NORTH',
        gameMenuTag: 'NORTH',
        labelName: 'Northern',
        webIconUrl: '',
        gameMenus: [lotteryGame()],
      },
      {
        tag: 'SOUTH',
        gameMenuTag: 'SOUTH',
        labelName: 'Southern',
        webIconUrl: '',
        gameMenus: [south('TPHCM', 'TP. Hồ Chí Minh', '2,7'), south('VL', 'Vĩnh Long', '6')],
      },
    ],
  };
}

export function lotteryDraw(over: Partial<LotteryDraw> = {}): LotteryDraw {
  return {
    gameCode: 'E1',
    gameName: 'Speed 1 minute',
    gameType: 'ELOTT',
    region: 'north',
    numero: '20261125-600',
    lockAt: '2026-11-25T10:00:50Z',
    drawTime: '2026-11-25T10:01:00Z',
    status: 'OPEN',
    remainTime: 40,
    lockTime: 10,
    isSale: true,
    seedHash: 'ab'.repeat(32),
    serverSeed: null,
    prizes: null,
    winningNumber: '',
    demo: false,
    ...over,
  };
}

/** The default odds in the shape the odds call answers. */
export function lotteryOdds(region: 'north' | 'south' = 'north'): LotteryOdds {
  return {
    gameCode: 'E1',
    region,
    currency: 'PHP',
    betTypes: LOTTERY_BET_TYPES.filter((t) => BET_SHAPES[t].regions.includes(region)).map((betType) => {
      const shape = BET_SHAPES[betType];
      return {
        betType,
        digits: shape.digits,
        setSize: shape.setSize ?? null,
        ...DEFAULT_ODDS[region][betType],
        costMultiplier: costMultiplier(betType, region),
        maxPointsPerNumber: 1_000,
        maxPointsPerBet: 10_000,
        maxPointsPerDraw: 100_000,
      };
    }),
  };
}
