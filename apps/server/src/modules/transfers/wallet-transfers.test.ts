import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  recallResult,
  recallStatus,
  sameTransfer,
  transferResult,
  type RemoteRecall,
  type WalletLeg,
} from './wallet-transfers.js';

const legsOf = (request: { from: string; to: string; amount: number }): WalletLeg[] => {
  const inward = request.from === 'MAIN';
  const vendor = inward ? request.to : request.from;
  const signed = inward ? request.amount : -request.amount;
  return [
    { wallet: 'MAIN', amount: -signed, balanceAfter: 1_000 },
    { wallet: vendor, amount: signed, balanceAfter: 2_000 },
  ];
};

describe('transfer answers', () => {
  const request = fc
    .record({
      vendor: fc.constantFrom('SUERTE', 'SIMVENDOR'),
      inward: fc.boolean(),
      amount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    })
    .map(({ vendor, inward, amount }) => ({
      from: inward ? 'MAIN' : vendor,
      to: inward ? vendor : 'MAIN',
      amount,
    }));

  it('rebuilds the request from its legs, main wallet first', () => {
    fc.assert(
      fc.property(request, (r) => {
        const legs = legsOf(r);
        expect(sameTransfer(legs, r, 'transfer')).toBe(true);
        const answer = transferResult('id', false, [...legs].reverse());
        expect(answer.transfers).toEqual([r]);
        expect(answer.wallets[0]!.vendorCode).toBe('MAIN');
      }),
    );
  });

  it('tells a different request under the same id apart', () => {
    fc.assert(
      fc.property(request, request, (first, second) => {
        const same = first.from === second.from && first.to === second.to && first.amount === second.amount;
        expect(sameTransfer(legsOf(first), second, 'transfer')).toBe(same);
      }),
    );
  });

  it('counts a recall only as money coming back to main', () => {
    const recall: WalletLeg[] = [
      { wallet: 'MAIN', amount: 300, balanceAfter: 300 },
      { wallet: 'SUERTE', amount: -100, balanceAfter: 0 },
      { wallet: 'SIMVENDOR', amount: -200, balanceAfter: 0 },
    ];
    expect(sameTransfer(recall, 'recallAll', 'transfer_recall')).toBe(true);
    expect(sameTransfer(legsOf({ from: 'MAIN', to: 'SUERTE', amount: 5 }), 'recallAll', 'transfer')).toBe(
      false,
    );
    expect(sameTransfer(recall, { from: 'SUERTE', to: 'MAIN', amount: 100 }, 'transfer_recall')).toBe(false);
  });

  it('never takes a single transfer back to main for a recall under the same id, nor the reverse', () => {
    const back = legsOf({ from: 'SUERTE', to: 'MAIN', amount: 100 });
    expect(sameTransfer(back, 'recallAll', 'transfer')).toBe(false);
    const oneLegRecall: WalletLeg[] = [
      { wallet: 'MAIN', amount: 100, balanceAfter: 100 },
      { wallet: 'SUERTE', amount: -100, balanceAfter: 0 },
    ];
    expect(sameTransfer(oneLegRecall, { from: 'SUERTE', to: 'MAIN', amount: 100 }, 'transfer_recall')).toBe(
      false,
    );
  });
});

describe('recall answers with remote vendors', () => {
  const inHouse: WalletLeg[] = [
    { wallet: 'MAIN', amount: 100, balanceAfter: 100 },
    { wallet: 'SUERTE', amount: -100, balanceAfter: 0 },
  ];
  const remote = (over: Partial<RemoteRecall> & Pick<RemoteRecall, 'vendorCode'>): RemoteRecall => ({
    amount: 500,
    status: 'confirmed',
    created: true,
    ...over,
  });
  const balances = new Map([
    ['MAIN', 700],
    ['SUERTE', 0],
    ['ZVENDOR', 0],
    ['AVENDOR', 300],
  ]);

  it('lists in-house movements, then each remote one with its status, and every wallet as it is now', () => {
    const answer = recallResult(
      'r1',
      false,
      inHouse,
      [
        remote({ vendorCode: 'ZVENDOR', amount: 600 }),
        remote({ vendorCode: 'AVENDOR', amount: 300, status: 'failed', reason: 'VENDOR_REFUSED' }),
      ],
      balances,
    );
    expect(answer).toEqual({
      requestId: 'r1',
      replayed: false,
      status: 'confirmed',
      transfers: [
        { from: 'SUERTE', to: 'MAIN', amount: 100 },
        { from: 'AVENDOR', to: 'MAIN', amount: 300, status: 'failed', reason: 'VENDOR_REFUSED' },
        { from: 'ZVENDOR', to: 'MAIN', amount: 600, status: 'confirmed' },
      ],
      wallets: [
        { vendorCode: 'MAIN', balance: 700 },
        { vendorCode: 'SUERTE', balance: 0 },
        { vendorCode: 'AVENDOR', balance: 300 },
        { vendorCode: 'ZVENDOR', balance: 0 },
      ],
    });
  });

  it('says unknown while any remote movement is unknown, else pending while any is pending', () => {
    const statusOf = (...statuses: RemoteRecall['status'][]) =>
      recallResult(
        'r',
        false,
        [],
        statuses.map((status, i) => remote({ vendorCode: `V${i}`, status })),
        balances,
      ).status;
    expect(statusOf('confirmed', 'pending', 'unknown')).toBe('unknown');
    expect(statusOf('confirmed', 'pending', 'failed')).toBe('pending');
    expect(statusOf('failed', 'unknown')).toBe('unknown');
    expect(statusOf('failed', 'pending')).toBe('pending');
    expect(statusOf('confirmed', 'failed')).toBe('confirmed');
  });

  it('says failed only when nothing came back at all', () => {
    expect(recallStatus(false, [{ status: 'failed' }])).toBe('failed');
    expect(recallStatus(false, [{ status: 'failed' }, { status: 'failed' }])).toBe('failed');
    // Some money came back: confirmed, each failed movement says so itself.
    expect(recallStatus(true, [{ status: 'failed' }])).toBe('confirmed');
    expect(recallStatus(false, [{ status: 'failed' }, { status: 'confirmed' }])).toBe('confirmed');
    expect(recallStatus(false, [{ status: 'confirmed' }])).toBe('confirmed');
    expect(recallStatus(false, [])).toBe('confirmed');
  });

  it('reports a recall whose every remote movement failed as failed, with each reason', () => {
    const answer = recallResult(
      'r2',
      false,
      [{ wallet: 'MAIN', amount: 0, balanceAfter: 700 }],
      [
        remote({ vendorCode: 'ZVENDOR', amount: 200, status: 'failed', reason: 'VENDOR_UNREACHABLE' }),
        remote({ vendorCode: 'AVENDOR', amount: 300, status: 'failed', reason: 'VENDOR_NOT_APPLIED' }),
      ],
      balances,
    );
    expect(answer.status).toBe('failed');
    expect(answer.transfers).toEqual([
      { from: 'AVENDOR', to: 'MAIN', amount: 300, status: 'failed', reason: 'VENDOR_NOT_APPLIED' },
      { from: 'ZVENDOR', to: 'MAIN', amount: 200, status: 'failed', reason: 'VENDOR_UNREACHABLE' },
    ]);
    // An in-house wallet emptied by the same recall: money came back, so the recall is confirmed.
    const mixed = recallResult(
      'r3',
      false,
      inHouse,
      [remote({ vendorCode: 'AVENDOR', amount: 300, status: 'failed', reason: 'VENDOR_REFUSED' })],
      balances,
    );
    expect(mixed.status).toBe('confirmed');
  });
});
