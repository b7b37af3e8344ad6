import { describe, expect, it } from 'vitest';
import { gameRulesFigures } from './rules-figures.js';

describe('rules figures', () => {
  it('gives every rules text its numbers from the engines', () => {
    expect(gameRulesFigures()).toEqual({
      mines: {
        rtp: '97',
        minMines: '1',
        maxMines: '24',
        oneMine: '1.0104',
        threeMinesTwo: '1.2597',
        allMines: '24.25',
      },
      crash: { rtp: '97', instant: '3', example: '1.94' },
      bingo: {
        return: '90',
        exampleCards: '101',
        examplePrice: '10.00',
        exampleSales: '1010.00',
        examplePot: '909.00',
        exampleWinners: '7',
        exampleShareHigh: '129.86',
        exampleHigh: '5',
        exampleShareLow: '129.85',
      },
      sports: { margin: '5', return: '95.24', attacks: '10', minRating: '1', maxRating: '60' },
      cockfight: {
        margin: '5',
        return: '95.24',
        draw: '3',
        meronOdds: '1.26',
        walaOdds: '3.80',
        drawOdds: '31.74',
      },
      highCard: {
        rake: '5',
        minPlayers: '2',
        maxPlayers: '6',
        ante: '10.00',
        pot: '30.00',
        rakeAmount: '1.50',
        prize: '28.50',
      },
      baccarat: {
        decks: '8',
        commission: '5',
        tiePays: '8',
        pairPays: '11',
        banker: '1.0579',
        player: '1.2351',
        tie: '14.3596',
        pair: '10.3614',
        bankerWins: '45.8597',
        playerWins: '44.6247',
        ties: '9.5156',
      },
    });
  });
});
