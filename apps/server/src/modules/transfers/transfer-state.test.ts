import { describe, expect, it } from 'vitest';
import {
  failureReason,
  isFinal,
  ledgerKey,
  NOT_APPLIED,
  needsReview,
  stepMove,
  transition,
  type TransferEvent,
  type TransferStatus,
} from './transfer-state.js';
import { classifyBalance, classifyStatus, classifyTransfer } from './http-transfer-adapter.js';

const STATUSES: TransferStatus[] = ['pending', 'confirmed', 'failed', 'unknown'];
const EVENTS: TransferEvent[] = [
  'vendor_confirmed',
  'vendor_refused',
  'vendor_unreachable',
  'stale',
  'status_applied',
  'status_not_found',
  'status_unreachable',
  'operator_applied',
  'operator_not_applied',
];

describe('vendor transfer state machine', () => {
  it('moves a pending transfer by the answer to the call', () => {
    expect(transition('pending', 'vendor_confirmed')).toEqual({
      status: 'confirmed',
      step: 'settle',
      attempt: false,
    });
    expect(transition('pending', 'vendor_refused')).toEqual({
      status: 'failed',
      step: 'reverse',
      attempt: false,
    });
    expect(transition('pending', 'vendor_unreachable')).toEqual({
      status: 'unknown',
      step: null,
      attempt: true,
    });
    expect(transition('pending', 'stale')).toEqual({ status: 'unknown', step: null, attempt: false });
  });

  it('resolves an unknown transfer only by the status query', () => {
    expect(transition('unknown', 'status_applied')).toMatchObject({ status: 'confirmed', step: 'settle' });
    expect(transition('unknown', 'status_not_found')).toMatchObject({ status: 'failed', step: 'reverse' });
    expect(transition('unknown', 'status_unreachable')).toMatchObject({ status: 'unknown', step: null });
    // A late answer to the original call never decides an unknown transfer.
    for (const late of ['vendor_confirmed', 'vendor_refused', 'vendor_unreachable', 'stale'] as const) {
      expect(transition('unknown', late)).toBeNull();
    }
    // A status answer does not apply to a pending transfer: it must be marked unknown first.
    expect(transition('pending', 'status_applied')).toBeNull();
    expect(transition('pending', 'status_not_found')).toBeNull();
  });

  it('lets an operator decide only an unknown transfer, through the same ledger steps', () => {
    expect(transition('unknown', 'operator_applied')).toEqual({
      status: 'confirmed',
      step: 'settle',
      attempt: false,
    });
    expect(transition('unknown', 'operator_not_applied')).toEqual({
      status: 'failed',
      step: 'reverse',
      attempt: false,
    });
    for (const status of ['pending', 'confirmed', 'failed'] as const) {
      expect(transition(status, 'operator_applied')).toBeNull();
      expect(transition(status, 'operator_not_applied')).toBeNull();
    }
  });

  it('leaves a transfer to an operator once it is still unknown after the last attempt', () => {
    expect(needsReview({ status: 'unknown', attempts: 19 }, 20)).toBe(false);
    expect(needsReview({ status: 'unknown', attempts: 20 }, 20)).toBe(true);
    expect(needsReview({ status: 'pending', attempts: 25 }, 20)).toBe(false);
    expect(needsReview({ status: 'confirmed', attempts: 25 }, 20)).toBe(false);
  });

  it('tells a refused transfer from one the vendor never applied', () => {
    // Refused by the vendor's answer to the call: its reason, or nothing, is the last error.
    expect(failureReason({ last_error: 'LIMIT_EXCEEDED', resolved_by: null })).toBe('VENDOR_REFUSED');
    expect(failureReason({ last_error: null, resolved_by: null })).toBe('VENDOR_REFUSED');
    // Unanswered, then the status query said not_found; or an operator found it not applied.
    expect(failureReason({ last_error: NOT_APPLIED, resolved_by: null })).toBe('VENDOR_NOT_APPLIED');
    expect(failureReason({ last_error: 'timeout', resolved_by: 'ops:maria' })).toBe('VENDOR_NOT_APPLIED');
  });

  it('never leaves a final status, and every ledger step is posted by exactly one transition per path', () => {
    for (const status of ['confirmed', 'failed'] as const) {
      expect(isFinal(status)).toBe(true);
      for (const event of EVENTS) expect(transition(status, event)).toBeNull();
    }
    // Walk every event sequence up to length 6: settle and reverse are exclusive and each happens at most once.
    const walk = (status: TransferStatus, steps: string[], depth: number) => {
      expect(
        steps.filter((s) => s === 'settle').length + steps.filter((s) => s === 'reverse').length,
      ).toBeLessThanOrEqual(1);
      if (depth === 0) return;
      for (const event of EVENTS) {
        const next = transition(status, event);
        if (next) walk(next.status, next.step ? [...steps, next.step] : steps, depth - 1);
      }
    };
    walk('pending', [], 6);
    for (const s of STATUSES) expect(typeof isFinal(s)).toBe('boolean');
  });

  it('moves the money the right way for each direction and step, under a key per transfer and step', () => {
    expect(stepMove('in', 'hold')).toEqual({ from: 'main', to: 'clearing' });
    expect(stepMove('in', 'settle')).toEqual({ from: 'clearing', to: 'vendor' });
    expect(stepMove('in', 'reverse')).toEqual({ from: 'clearing', to: 'main' });
    expect(stepMove('out', 'hold')).toEqual({ from: 'vendor', to: 'clearing' });
    expect(stepMove('out', 'settle')).toEqual({ from: 'clearing', to: 'main' });
    expect(stepMove('out', 'reverse')).toEqual({ from: 'clearing', to: 'vendor' });
    expect(
      new Set([ledgerKey(1, 'hold'), ledgerKey(1, 'settle'), ledgerKey(1, 'reverse'), ledgerKey(2, 'hold')])
        .size,
    ).toBe(4);
  });

  it('treats only a well-formed 200 answer as definite', () => {
    expect(classifyTransfer({ ok: true, httpStatus: 200, body: { status: 'OK' } })).toEqual({
      outcome: 'confirmed',
    });
    expect(classifyTransfer({ ok: true, httpStatus: 200, body: { status: 'REFUSED' } })).toEqual({
      outcome: 'failed',
      reason: 'REFUSED',
    });
    for (const sent of [
      { ok: false as const, error: 'TIMEOUT' },
      { ok: true as const, httpStatus: 500, body: { status: 'OK' } },
      { ok: true as const, httpStatus: 401, body: { status: 'BAD_SIGNATURE' } },
      { ok: true as const, httpStatus: 200, body: null },
      { ok: true as const, httpStatus: 200, body: { status: 3 } },
    ]) {
      expect(classifyTransfer(sent).outcome).toBe('unknown');
    }
    expect(classifyStatus({ ok: true, httpStatus: 200, body: { status: 'OK', state: 'not_found' } })).toEqual(
      {
        state: 'not_found',
      },
    );
    expect(
      classifyStatus({
        ok: true,
        httpStatus: 200,
        body: { status: 'OK', state: 'applied', direction: 'in', amount: 5 },
      }),
    ).toEqual({ state: 'applied', direction: 'in', amount: 5 });
    expect(
      classifyStatus({ ok: true, httpStatus: 200, body: { status: 'OK', state: 'applied', amount: 1.5 } })
        .state,
    ).toBe('unknown');
    expect(classifyStatus({ ok: false, error: 'TIMEOUT' }).state).toBe('unknown');
    // An answer whose signature did not match reaches the classifiers as no answer.
    expect(classifyTransfer({ ok: false, error: 'BAD_SIGNATURE (HTTP 200)' }).outcome).toBe('unknown');
    expect(classifyStatus({ ok: false, error: 'BAD_SIGNATURE (HTTP 200)' }).state).toBe('unknown');
  });

  it('takes a vendor balance only from a well-formed answer in the member’s currency', () => {
    const answer = (body: unknown, httpStatus = 200) =>
      classifyBalance({ ok: true, httpStatus, body }, 'PHP');
    expect(answer({ status: 'OK', balance: 1_250, currency: 'PHP' })).toEqual({
      state: 'known',
      balance: 1_250,
    });
    expect(answer({ status: 'OK', balance: 0, currency: 'PHP' })).toEqual({ state: 'known', balance: 0 });
    for (const bad of [
      answer({ status: 'OK', balance: 1_250, currency: 'THB' }),
      answer({ status: 'OK', balance: -1, currency: 'PHP' }),
      answer({ status: 'OK', balance: 1.5, currency: 'PHP' }),
      answer({ status: 'OK', balance: '1250', currency: 'PHP' }),
      answer({ status: 'PLAYER_NOT_FOUND', currency: 'PHP' }),
      answer({ status: 'OK', balance: 1_250, currency: 'PHP' }, 500),
      classifyBalance({ ok: false, error: 'BAD_SIGNATURE (HTTP 200)' }, 'PHP'),
    ]) {
      expect(bad.state).toBe('unknown');
    }
  });
});
