import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FairStream, KeyedHmac } from '../stream.js';
import { compileSlot } from './compile.js';
import { evaluateSpin } from './evaluate.js';
import { jadeTempleVariants } from './games/jade-temple.js';
import { luckyDragonVariants } from './games/lucky-dragon.js';
import { parFileName } from './games/index.js';
import { playRound, roundPay } from './round.js';
import { SpinScorer } from './score.js';

const dragon = compileSlot(luckyDragonVariants['96']);
const temple = compileSlot(jadeTempleVariants['95']);
const key = new KeyedHmac('round-tests-server-seed');

/** First nonce from `from` whose round satisfies `wanted`. */
function findRound(slot: typeof dragon, wanted: (r: ReturnType<typeof playRound>) => boolean, from = 0) {
  for (let nonce = from; ; nonce++) {
    const round = playRound(slot, new FairStream(key, 'find', nonce));
    if (wanted(round)) return { nonce, round };
  }
}

describe('rounds from the stream', () => {
  it('the fast scorer scores every spin as evaluateSpin does', () => {
    for (const slot of [dragon, temple]) {
      const scorer = new SpinScorer(slot);
      const stream = new FairStream(key, 'scorer', 1);
      for (let i = 0; i < 1000; i++) {
        const stops = slot.strips.map((s) => stream.nextInt(s.length));
        const full = evaluateSpin(slot, stops);
        expect(scorer.score(stops)).toBe(full.pay);
        expect(scorer.triggered).toBe(full.triggered);
      }
    }
  });

  it('free spins: 10 per trigger, 10 more per retrigger, every win doubled; roundPay agrees', () => {
    const { nonce, round } = findRound(dragon, (r) =>
      r.feature?.kind === 'freeSpins' ? r.feature.spins.some((s) => s.triggered) : false,
    );
    if (round.feature?.kind !== 'freeSpins') throw new Error('expected free spins');
    const retriggers = round.feature.spins.filter((s) => s.triggered).length;
    expect(round.feature.spins).toHaveLength(10 + 10 * retriggers);
    expect(round.feature.pay).toBe(round.feature.spins.reduce((a, s) => a + s.pay * 2, 0));
    expect(round.pay).toBe(round.base.pay + round.feature.pay);
    expect(roundPay(new SpinScorer(dragon), new FairStream(key, 'find', nonce))).toBe(round.pay);
  });

  it('pick bonus: the shuffled board pays the prizes before the first collect tile', () => {
    const { nonce, round } = findRound(temple, (r) => r.feature !== null);
    if (round.feature?.kind !== 'pick') throw new Error('expected a pick bonus');
    expect([...round.feature.board].sort((a, b) => a - b)).toEqual([
      0, 0, 0, 2, 3, 4, 5, 5, 8, 10, 12, 15, 20, 25, 50,
    ]);
    const end = round.feature.board.indexOf(0);
    expect(round.feature.revealed).toEqual(round.feature.board.slice(0, end));
    expect(round.feature.pay).toBe(round.feature.revealed.reduce((a, v) => a + v, 0) * 25);
    expect(roundPay(new SpinScorer(temple), new FairStream(key, 'find', nonce))).toBe(round.pay);
  });

  it.each([
    ['lucky-dragon', dragon],
    ['jade-temple', temple],
  ] as const)('a short simulation of %s lands inside the 99 % interval of the computed RTP', (_, slot) => {
    const par = JSON.parse(
      readFileSync(new URL(`../../par/${parFileName(slot.variant)}`, import.meta.url), 'utf8'),
    );
    const rounds = 40_000;
    const scorer = new SpinScorer(slot);
    const simKey = new KeyedHmac('simulation-server-seed');
    let paid = 0;
    for (let nonce = 0; nonce < rounds; nonce++)
      paid += roundPay(scorer, new FairStream(simKey, 'sim', nonce));
    const rtp = paid / rounds / slot.bet;
    const halfWidth = (2.5758 * par.standardDeviation) / Math.sqrt(rounds);
    expect(Math.abs(rtp - par.rtp)).toBeLessThan(halfWidth);
  });
});
