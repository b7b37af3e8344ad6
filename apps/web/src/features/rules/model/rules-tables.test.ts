import { describe, expect, it } from 'vitest';
import { gameRulesFigures } from '@suerte/fair';
import {
  baccaratTables,
  bingoPatternCells,
  cockfightTable,
  crashTable,
  highCardTable,
  minesTable,
  sportsTable,
} from './rules-tables';

const figures = gameRulesFigures();

describe('rules tables', () => {
  it('Mines: one row per safe tile, the multipliers the rules text quotes', () => {
    expect(minesTable(1)).toHaveLength(24);
    expect(minesTable(24)).toHaveLength(1);
    expect(minesTable(1)[0]!.multiplier).toBe(figures.mines.oneMine);
    expect(minesTable(3)[1]!.multiplier).toBe(figures.mines.threeMinesTwo);
    expect(minesTable(24)[0]).toEqual({ picks: 1, chance: '4.0000', multiplier: '24.2500' });
    // 3 mines: C(22,1)/C(25,1) = 88 %; all 22 safe tiles: 1 / C(25,3) = 1/2300.
    expect(minesTable(3)[0]!.chance).toBe('88.0000');
    expect(minesTable(3)[21]).toEqual({ picks: 22, chance: '0.0435', multiplier: '2231.0000' });
  });

  it('Crash: P(reaching ×x) is 97 % / x, so every target returns 97 %', () => {
    const rows = crashTable([101, 200, 1000]);
    expect(rows.map((r) => r.target)).toEqual(['1.01', '2.00', '10.00']);
    expect(rows.map((r) => r.chance)).toEqual(['96.0396', '48.5000', '9.7000']);
    expect(crashTable().every((r) => r.return === `${figures.crash.rtp}.0000`)).toBe(true);
  });

  it('Bingo: each pattern’s picture marks its cells', () => {
    expect(bingoPatternCells('line')).toEqual([0, 1, 2, 3, 4]);
    expect(bingoPatternCells('fourCorners')).toEqual([0, 4, 20, 24]);
    expect(bingoPatternCells('x')).toEqual([0, 4, 6, 8, 12, 16, 18, 20, 24]);
    expect(bingoPatternCells('frame')).toHaveLength(16);
    expect(bingoPatternCells('blackout')).toHaveLength(25);
  });

  it('events: the example odds return at most the published return', () => {
    const fight = cockfightTable();
    expect(fight.map((r) => r.odds)).toEqual([
      figures.cockfight.meronOdds,
      figures.cockfight.walaOdds,
      figures.cockfight.drawOdds,
    ]);
    const sports = sportsTable();
    expect(sports.rows.map((r) => r.selection)).toEqual(['home', 'draw', 'away', 'over', 'under']);
    for (const row of [...fight, ...sports.rows])
      if (row.return !== null) expect(Number(row.return)).toBeLessThanOrEqual(Number(figures.sports.return));
  });

  it('High Card: the rake by table size, and the example the rules text quotes', () => {
    const rows = highCardTable();
    expect(rows.map((r) => r.players)).toEqual([2, 3, 4, 5, 6]);
    expect(rows[0]).toEqual({ players: 2, pot: '20.00', rake: '1.00', prize: '19.00' });
    expect(rows[1]).toEqual({
      players: 3,
      pot: figures.highCard.pot,
      rake: figures.highCard.rakeAmount,
      prize: figures.highCard.prize,
    });
  });

  it('Baccarat: the exact edges the rules text quotes', () => {
    const { bets, outcomes } = baccaratTables();
    expect(bets.map((b) => [b.bet, b.pays, b.edge])).toEqual([
      ['player', '1:1', '1.2351'],
      ['banker', '0.95:1', '1.0579'],
      ['tie', '8:1', '14.3596'],
      ['playerPair', '11:1', '10.3614'],
      ['bankerPair', '11:1', '10.3614'],
    ]);
    expect(outcomes.map((o) => o.chance)).toEqual([
      figures.baccarat.bankerWins,
      figures.baccarat.playerWins,
      figures.baccarat.ties,
    ]);
  });
});
