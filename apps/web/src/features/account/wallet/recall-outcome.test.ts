import { describe, expect, it } from 'vitest';
import { recallOutcome, recallReasonKey } from './recall-outcome';

describe('recall outcome', () => {
  it('counts in-house and confirmed movements as back in the main wallet', () => {
    expect(
      recallOutcome({
        status: 'confirmed',
        transfers: [
          { from: 'SUERTE', to: 'MAIN', amount: 5000 },
          { from: 'EVO', to: 'MAIN', amount: 2500, status: 'confirmed' },
        ],
      }),
    ).toEqual({ returned: 7500, onItsWay: false, failures: [], failed: false });
    expect(recallOutcome({ transfers: [] })).toEqual({
      returned: 0,
      onItsWay: false,
      failures: [],
      failed: false,
    });
  });

  it('leaves money on its way and failed movements out of the total', () => {
    expect(
      recallOutcome({
        status: 'unknown',
        transfers: [
          { from: 'SUERTE', to: 'MAIN', amount: 5000 },
          { from: 'EVO', to: 'MAIN', amount: 2500, status: 'unknown' },
          { from: 'PGX', to: 'MAIN', amount: 900, status: 'failed', reason: 'TRANSFER_OPEN' },
        ],
      }),
    ).toEqual({
      returned: 5000,
      onItsWay: true,
      failures: [{ vendorCode: 'PGX', amount: 900, reasonKey: 'recall.reasons.open' }],
      failed: false,
    });
  });

  it('says the recall failed when nothing came back, as the answer says or as its movements show', () => {
    const failedMoves = [
      { from: 'EVO', to: 'MAIN', amount: 2500, status: 'failed' as const, reason: 'VENDOR_REFUSED' },
      { from: 'PGX', to: 'MAIN', amount: 900, status: 'failed' as const, reason: 'VENDOR_UNREACHABLE' },
    ];
    const failed = recallOutcome({ status: 'failed', transfers: failedMoves });
    expect(failed).toMatchObject({ returned: 0, onItsWay: false, failed: true });
    expect(failed.failures.map((f) => f.reasonKey)).toEqual([
      'recall.reasons.refused',
      'recall.reasons.unreachable',
    ]);
    // A server that does not say 'failed' yet: the movements tell.
    expect(recallOutcome({ status: 'confirmed', transfers: failedMoves }).failed).toBe(true);
    // Some money came back: not a failed recall, though one movement failed.
    expect(
      recallOutcome({
        status: 'confirmed',
        transfers: [{ from: 'SUERTE', to: 'MAIN', amount: 5000 }, failedMoves[0]!],
      }),
    ).toMatchObject({ returned: 5000, failed: false });
  });

  it('names every reason, and reads an unknown one as a plain failure', () => {
    expect(recallReasonKey('VENDOR_NOT_APPLIED')).toBe('recall.reasons.notApplied');
    expect(recallReasonKey('INSUFFICIENT_FUNDS')).toBe('recall.reasons.insufficient');
    expect(recallReasonKey('SOMETHING_NEW')).toBe('recall.reasons.other');
    expect(recallReasonKey(undefined)).toBe('recall.reasons.other');
  });
});
