import { describe, expect, it } from 'vitest';
import type { LotteryPrizes } from '@suerte/contracts';
import { loCount, loNumbers, loTable, prizeRows } from './results';

const north = {
  DB: ['12345'],
  G1: ['67890'],
  G2: ['11111', '22245'],
  G3: ['30001', '30002', '30003', '30004', '30005', '30006'],
  G4: ['4445', '4446', '4447', '4448'],
  G5: ['5501', '5502', '5503', '5504', '5505', '5506'],
  G6: ['601', '602', '645'],
  G7: ['45', '71', '72', '73'],
} as LotteryPrizes; // No G8 in the north (the contract's record type lists every prize).
const south: LotteryPrizes = {
  DB: ['123456'],
  G1: ['10001'],
  G2: ['20002'],
  G3: ['30003', '30004'],
  G4: ['40001', '40002', '40003', '40004', '40005', '40006', '40007'],
  G5: ['5005'],
  G6: ['6006', '6007', '6008'],
  G7: ['707'],
  G8: ['56'],
};

describe('results board', () => {
  it('counts 27 lô in the north and 18 in the south', () => {
    expect(loNumbers(north)).toHaveLength(27);
    expect(loNumbers(south)).toHaveLength(18);
  });

  it('lists prizes from ĐB down, G8 only where drawn', () => {
    expect(prizeRows(north).map((r) => r.prize)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(prizeRows(south).at(-1)).toEqual({ prize: 'G8', numbers: ['56'] });
    expect(prizeRows(null)).toEqual([]);
  });

  it('counts each occurrence of a lô and groups the table by đầu', () => {
    expect(loCount(north, '45')).toBe(5);
    expect(loCount(south, '56')).toBe(2);
    expect(loTable(north)[4]).toEqual(['5', '5', '5', '5', '5', '6', '7', '8']);
    // G3 01–06, G5 01–06 and G6 01, 02.
    expect(loTable(north)[0]).toEqual(['1', '1', '1', '2', '2', '2', '3', '3', '4', '4', '5', '5', '6', '6']);
  });
});
