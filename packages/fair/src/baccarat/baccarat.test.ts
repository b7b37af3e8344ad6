import { describe, expect, it } from 'vitest';
import vectors from '../../vectors/vectors.json';
import { FairStream, KeyedHmac } from '../stream.js';
import { dealBaccarat, playCoup } from './coup.js';
import { coupOdds, houseEdges, pairProbability } from './edges.js';
import { BACCARAT_COUP_COUNTS, baccaratRulesData, exactHouseEdges } from './rules-data.js';
import { fraction } from '../fraction.js';
import { bankerDraws, cardPoints, handTotal, playerDraws, returnPerUnit } from './rules.js';

// Card codes by rank for hand-made coups: rank index 0 = ace … 9 = ten … 12 = king (clubs).
const A = 0;
const [TWO, THREE, FOUR, FIVE, SIX, EIGHT, NINE, TEN] = [1, 2, 3, 4, 5, 7, 8, 9];
const K = 12;

/** Plays a coup from cards listed in deal order (player, banker, player, banker, …). */
const coupOf = (...cards: number[]) => {
  const queue = [...cards];
  return playCoup(() => {
    const card = queue.shift();
    if (card === undefined) throw new Error('coup asked for one card too many');
    return card;
  });
};

describe('baccarat rules', () => {
  it('counts points: ace 1, two to nine face value, tens and pictures 0, totals modulo 10', () => {
    expect(Array.from({ length: 13 }, (_, rank) => cardPoints(rank))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0,
    ]);
    expect(handTotal([7, 8])).toBe(5);
    expect(handTotal([9, 9, 2])).toBe(0);
  });

  it('player draws on 0–5 and stands on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('banker follows the standard table (rows: banker total 0–7; columns: player third card 0–9, then none)', () => {
    // D = draw, S = stand; the last column is "player stood".
    const table = [
      'DDDDDDDDDD D',
      'DDDDDDDDDD D',
      'DDDDDDDDDD D',
      'DDDDDDDDSD D',
      'SSDDDDDDSS D',
      'SSSSDDDDSS D',
      'SSSSSSDDSS S',
      'SSSSSSSSSS S',
    ];
    table.forEach((row, banker) => {
      for (let third = 0; third <= 9; third++) expect(bankerDraws(banker, third)).toBe(row[third] === 'D');
      expect(bankerDraws(banker, null)).toBe(row[11] === 'D');
    });
  });

  it('naturals end the coup; otherwise third cards follow the rules', () => {
    expect(coupOf(EIGHT, FIVE, K, A)).toMatchObject({
      player: [EIGHT, K],
      banker: [FIVE, A],
      winner: 'player',
    });
    // Player 3 draws a 4 (7); banker 4 draws on a 4 (4 + 3 = 7): tie.
    expect(coupOf(A, TWO, TWO, TWO, FOUR, THREE)).toMatchObject({
      playerTotal: 7,
      bankerTotal: 7,
      winner: 'tie',
    });
    // Player 6 stands; banker 5 draws (5 + 2 = 7) and wins.
    expect(coupOf(SIX, FIVE, TEN, K, TWO)).toMatchObject({
      player: [SIX, TEN],
      bankerTotal: 7,
      winner: 'banker',
    });
    // Player 0 draws an 8; banker 3 stands on an 8.
    expect(coupOf(TEN, THREE, K, TEN, EIGHT)).toMatchObject({
      playerTotal: 8,
      banker: [THREE, TEN],
      winner: 'player',
    });
    expect(coupOf(NINE, TEN, NINE + 13, K)).toMatchObject({
      playerTotal: 8,
      playerPair: true,
      bankerPair: false,
    });
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1 with player and banker pushing, pairs 11:1', () => {
    const coup = (winner: 'player' | 'banker' | 'tie', pair = false) => ({
      winner,
      playerPair: pair,
      bankerPair: false,
    });
    expect(returnPerUnit('player', coup('player'))).toBe(2);
    expect(returnPerUnit('player', coup('tie'))).toBe(1);
    expect(returnPerUnit('banker', coup('banker'))).toBe(1.95);
    expect(returnPerUnit('banker', coup('player'))).toBe(0);
    expect(returnPerUnit('tie', coup('tie'))).toBe(9);
    expect(returnPerUnit('playerPair', coup('banker', true))).toBe(12);
    expect(returnPerUnit('bankerPair', coup('banker', true))).toBe(0);
  });
});

describe('baccarat from the stream', () => {
  it('deals the top of the shuffled 8-deck shoe in the fixed vectors', () => {
    for (const c of vectors.cases) {
      const coup = dealBaccarat(FairStream.of(c));
      const dealt = [coup.player[0], coup.banker[0], coup.player[1], coup.banker[1]];
      expect(dealt).toEqual(c.shoe8Top6.slice(0, 4));
      const thirds = [...coup.player.slice(2), ...coup.banker.slice(2)];
      expect(c.shoe8Top6.slice(4, 4 + thirds.length)).toEqual(expect.arrayContaining(thirds));
    }
  });

  it('deals different coups for different nonces and the same coup for the same seeds', () => {
    const key = new KeyedHmac('baccarat-seed');
    const a = dealBaccarat(new FairStream(key, 'c', 7));
    expect(dealBaccarat(new FairStream(key, 'c', 7))).toEqual(a);
    const coups = new Set(
      Array.from({ length: 20 }, (_, n) => JSON.stringify(dealBaccarat(new FairStream(key, 'c', n)))),
    );
    expect(coups.size).toBeGreaterThan(15);
  });
});

describe('baccarat house edges (8 decks, exact with card removal)', () => {
  const odds = coupOdds();

  it('enumerates every first-six-card deal: 416·415·…·411 of them', () => {
    expect(odds.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(odds.player + odds.banker + odds.tie).toBe(odds.total);
    expect(odds.banker).toBe(2_292_252_566_437_888);
    expect(odds.player).toBe(2_230_518_282_592_256);
    expect(odds.tie).toBe(475_627_426_473_216);
  });

  it('matches the published 8-deck figures: banker 1.06 %, player 1.24 %, tie 14.36 %, pairs 10.36 %', () => {
    const edges = houseEdges(8, odds);
    const percent = (x: number) => Number((x * 100).toFixed(2));
    expect(percent(edges.banker)).toBe(1.06);
    expect(percent(edges.player)).toBe(1.24);
    expect(percent(edges.tie)).toBe(14.36);
    expect(percent(edges.playerPair)).toBe(10.36);
    expect(edges.bankerPair).toBe(edges.playerPair);
    expect(pairProbability()).toBeCloseTo(31 / 415, 15);
  });

  it('publishes exact edges for the rules page from the enumerated counts', () => {
    expect(odds).toEqual(BACCARAT_COUP_COUNTS);
    const exact = exactHouseEdges(odds);
    const N = BigInt(odds.total);
    // Banker (P − 0.95 B) / N, player (B − P) / N, tie 1 − 9T / N, pairs 1 − 12 × 31/415 = 43/415.
    expect(exact.banker).toEqual(fraction(100n * BigInt(odds.player) - 95n * BigInt(odds.banker), 100n * N));
    expect(exact.player).toEqual(fraction(BigInt(odds.banker) - BigInt(odds.player), N));
    expect(exact.tie).toEqual(fraction(N - 9n * BigInt(odds.tie), N));
    expect(exact.playerPair).toEqual(fraction(43, 415));
    const edges = houseEdges(8, odds);
    for (const bet of ['banker', 'player', 'tie', 'playerPair'] as const)
      expect(Number(exact[bet].n) / Number(exact[bet].d)).toBeCloseTo(edges[bet], 12);
    const rules = baccaratRulesData();
    expect(rules).toMatchObject({
      decks: 8,
      commissionPercent: 5,
      payouts: { player: 1, banker: 0.95, tie: 8, pair: 11 },
    });
    expect(Object.fromEntries(Object.entries(rules.edges).map(([bet, e]) => [bet, e.percent]))).toEqual({
      banker: '1.0579',
      player: '1.2351',
      tie: '14.3596',
      playerPair: '10.3614',
      bankerPair: '10.3614',
    });
    expect(rules.outcomes).toEqual({ player: '44.6247', banker: '45.8597', tie: '9.5156' });
  });
});
