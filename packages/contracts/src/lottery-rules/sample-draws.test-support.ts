/**
 * Two draws written out by hand for the module's tests; the expected hits in the tests are counted from these
 * listings, not computed by the code under test.
 */

/**
 * North. Last two digits of the 27 numbers, in order: 45 90 11 45 33 44 45 66 77 88 34 78 12 56 90 45 89 23 67
 * 01 45 78 01 45 12 07 90 — so 45 ×6, 90 ×3, 78 ×2, 12 ×2, 01 ×2, 07 ×1, 00 ×0.
 * Last three of the 23 numbers with ≥3 digits: 345 ×3 (ĐB, G5 2345, G6 345), 678 ×2, 890 ×2, 901 ×2.
 * Last four of the 20 numbers with ≥4 digits: 2345 ×2 (ĐB, G5), 7890 ×2 (G1, G5).
 * ĐB 12345: đề 45, đầu 4, đuôi 5, 3 càng 345, 4 càng 2345, digit sum 15 (xỉu, lẻ).
 */
export const NORTH_DRAW = {
  DB: ['12345'],
  G1: ['67890'],
  G2: ['11111', '22245'],
  G3: ['33333', '44444', '55545', '66666', '77777', '88888'],
  G4: ['1234', '5678', '9012', '3456'],
  G5: ['7890', '2345', '6789', '0123', '4567', '8901'],
  G6: ['345', '678', '901'],
  G7: ['45', '12', '07', '90'],
};

/**
 * South (the central draw has the same structure). Last two digits of the 18 numbers: 54 21 54 54 22 33 14 55
 * 66 77 88 99 50 54 20 31 54 38 — so 54 ×5, 38 ×1 (G8 only), 00 ×0.
 * Last three of the 17 numbers with ≥3 digits: 654 ×4 (ĐB, G2, G6 7654, G7), 154 ×1.
 * Last four of the 16 numbers with ≥4 digits: 7654 ×2 (ĐB, G6), 5654 ×1.
 * ĐB 987654: đề 54, đầu 5, đuôi 4, 3 càng 654, 4 càng 7654, G8 38, digit sum 39 (tài, lẻ).
 */
export const SOUTH_DRAW = {
  DB: ['987654'],
  G1: ['12321'],
  G2: ['45654'],
  G3: ['11154', '22222'],
  G4: ['33333', '44414', '55555', '66666', '77777', '88888', '99999'],
  G5: ['1050'],
  G6: ['7654', '2020', '3131'],
  G7: ['654'],
  G8: ['38'],
};
