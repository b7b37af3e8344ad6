import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAccountUi } from '../store/account-ui-store';
import { bodiesOf, resetBetweenTests } from '../test-utils';
import { checkProofFiles } from './proof-images';
import { PAY, fileOf, page, renderPayments, withdrawal } from './payments-test-utils';
import WithdrawPage from './withdraw-page';

resetBetweenTests();

const isSet = { value: { isSet: true } };
const MB = 1024 * 1024;

async function fillForm(password = '480913') {
  await userEvent.type(await screen.findByTestId('withdraw-amount'), '500');
  await userEvent.type(screen.getByTestId('withdraw-bank'), 'BDO');
  await userEvent.type(screen.getByTestId('withdraw-account-name'), 'Juan Dela Cruz');
  await userEvent.type(screen.getByTestId('withdraw-account-number'), '0012 3456 789');
  await userEvent.type(screen.getByTestId('withdraw-password'), password);
}

describe('withdraw page', () => {
  it('without a payment password: no form, a link to set it first', async () => {
    renderPayments(<WithdrawPage />, {
      [PAY.password]: { value: { isSet: false } },
      [PAY.withdrawals]: page([]),
    });
    const note = await screen.findByTestId('withdraw-needs-password');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    await userEvent.click(within(note).getByTestId('go-payment-password'));
    expect(useAccountUi.getState().centre).toEqual({ kind: 'member', page: 'paymentPassword' });
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
  });

  it('sends amount, bank details and payment password, and shows the request', async () => {
    const { fetchMock } = renderPayments(<WithdrawPage />, {
      [PAY.password]: isSet,
      [PAY.withdrawals]: page([]),
      [PAY.withdraw]: { value: { ...withdrawal(), replayed: false, balance: 100000 } },
    });
    await userEvent.click(await screen.findByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('Enter an amount');
    expect(screen.getByTestId('withdraw-password-error').textContent).toBe('Enter exactly 6 digits');
    await userEvent.type(screen.getByTestId('withdraw-account-number'), '12');
    expect(screen.getByTestId('withdraw-account-number-error').textContent).toContain('4 to 40 digits');
    await userEvent.clear(screen.getByTestId('withdraw-account-number'));
    expect(bodiesOf(fetchMock, PAY.withdraw)).toHaveLength(0);
    await fillForm();
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-result')).textContent).toBe(
      'Your withdrawal request for ₱500.00 was received. Status: Pending.',
    );
    expect(bodiesOf(fetchMock, PAY.withdraw)).toEqual([
      {
        amount: 50000,
        destinationType: 'bank',
        bankName: 'BDO',
        accountName: 'Juan Dela Cruz',
        accountNumber: '0012 3456 789',
        paymentPassword: '480913',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it.each([
    [
      { status: 400, code: 'WRONG_PAYMENT_PASSWORD', value: { field: 'paymentPassword', attemptsLeft: 2 } },
      'The payment password is wrong. Attempts left: 2.',
    ],
    [
      { status: 400, code: 'WITHDRAWAL_LIMIT', value: { reason: 'AMOUNT', min: 10000, max: 5000000 } },
      'A withdrawal must be between ₱100.00 and ₱50,000.00.',
    ],
    [
      { status: 400, code: 'WITHDRAWAL_LIMIT', value: { reason: 'DAILY_COUNT', max: 5 } },
      "You have reached today's limit of 5 withdrawal requests. Please try again tomorrow.",
    ],
    [
      { status: 400, code: 'INSUFFICIENT_FUNDS' },
      'Not enough balance in your main wallet. Bring money back from the game wallets first.',
    ],
    [
      { status: 429, code: 'RATE_LIMITED', value: { retryAfterSeconds: 541 } },
      'Too many wrong passwords or requests. Please wait 10 min and try again.',
    ],
    [
      { status: 429, code: 'RATE_LIMITED' },
      'Too many wrong passwords or requests. Please wait a while and try again.',
    ],
    [{ status: 400, code: 'PAYMENT_PASSWORD_NOT_SET' }, 'Set a payment password before you withdraw.'],
    [
      { status: 403, code: 'PLAY_MONEY_NOT_WITHDRAWABLE' },
      'Play money cannot be withdrawn: it has no cash value. Only real money can be withdrawn.',
    ],
  ])('explains %o', async (answer, message) => {
    renderPayments(<WithdrawPage />, {
      [PAY.password]: isSet,
      [PAY.withdrawals]: page([]),
      [PAY.withdraw]: answer,
    });
    await fillForm();
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-error')).textContent).toContain(message);
    // The password is asked for again.
    expect((screen.getByTestId('withdraw-password') as HTMLInputElement).value).toBe('');
  });

  it('lists withdrawals with status; actions only where spec §4 allows; auto-confirmed labelled', async () => {
    renderPayments(<WithdrawPage />, {
      [PAY.password]: isSet,
      [PAY.withdrawals]: page([
        withdrawal({ id: '1', status: 'disbursed' }),
        withdrawal({ id: '2', status: 'partially_received' }),
        withdrawal({ id: '3', status: 'pending' }),
        withdrawal({ id: '4', status: 'received', autoConfirmed: true }),
        withdrawal({ id: '5', status: 'rejected', reason: 'Name does not match' }),
      ]),
    });
    const actions = (id: string) =>
      within(screen.getByTestId(`withdrawal-${id}`))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    await screen.findByTestId('withdrawal-list');
    expect(actions('1')).toEqual(['Received', 'All received', 'Partially received', 'Not received']);
    expect(actions('2')).toEqual(['All received', 'Not received']);
    expect(actions('3')).toEqual([]);
    expect(screen.getByTestId('withdrawal-1-status').textContent).toBe('Paid out');
    expect(screen.getByTestId('withdrawal-4-auto').textContent).toBe('Counted as received automatically');
    expect(screen.queryByTestId('withdrawal-1-auto')).toBeNull();
    expect(screen.getByTestId('withdrawal-5').textContent).toContain('Reason: Name does not match');
  });

  it('received: sends the outcome and the note, and shows the new status', async () => {
    let status: 'disbursed' | 'received' = 'disbursed';
    const { fetchMock } = renderPayments(<WithdrawPage />, {
      [PAY.password]: isSet,
      [PAY.withdrawals]: () => page([withdrawal({ status })]),
      [PAY.confirm('7')]: () => {
        status = 'received';
        return { value: withdrawal({ status }) };
      },
    });
    await userEvent.click(await screen.findByTestId('withdrawal-7-received'));
    expect(screen.queryByTestId('proof-picker')).toBeNull();
    await userEvent.type(screen.getByTestId('confirm-note'), 'Thanks');
    await userEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-7-status').textContent).toBe('Received'));
    expect(bodiesOf(fetchMock, PAY.confirm('7'))).toEqual([{ outcome: 'received', note: 'Thanks' }]);
    expect(within(screen.getByTestId('withdrawal-7')).queryAllByRole('button')).toHaveLength(0);
  });

  it('not received: needs a proof image; checks type, size and count before sending; sends data URLs', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetchMock } = renderPayments(<WithdrawPage />, {
      [PAY.password]: isSet,
      [PAY.withdrawals]: page([withdrawal({ status: 'disbursed' })]),
      [PAY.confirm('7')]: { value: withdrawal({ status: 'not_received', proofCount: 2 }) },
    });
    await user.click(await screen.findByTestId('withdrawal-7-not_received'));
    await user.click(screen.getByTestId('confirm-submit'));
    expect(screen.getByTestId('proof-required').textContent).toBe('Add at least one proof image');
    expect(bodiesOf(fetchMock, PAY.confirm('7'))).toHaveLength(0);

    const input = screen.getByTestId('proof-input');
    await user.upload(input, [
      fileOf('scan.gif', 'image/gif'),
      fileOf('huge.png', 'image/png', 5 * MB + 1),
      fileOf('a.png', 'image/png'),
      fileOf('b.jpg', 'image/jpeg', 2048, [0xff, 0xd8, 0xff]),
    ]);
    const problems = await screen.findByTestId('proof-problems');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['scan.gif: only PNG or JPG images are accepted', 'huge.png: the image is larger than 5 MB']);
    await waitFor(() => expect(screen.getAllByTestId('proof-preview')).toHaveLength(2));
    await user.upload(input, [fileOf('c.png', 'image/png'), fileOf('d.png', 'image/png')]);
    await waitFor(() => expect(screen.getAllByTestId('proof-preview')).toHaveLength(3));
    expect(screen.getByTestId('proof-problems').textContent).toBe('d.png: at most 3 images');
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src')?.slice(0, 22))).toEqual([
      'data:image/png;base64,',
      'data:image/jpeg;base64',
      'data:image/png;base64,',
    ]);
    await user.click(screen.getByTestId('proof-remove-2'));
    expect(screen.getAllByTestId('proof-preview')).toHaveLength(2);

    await user.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(bodiesOf(fetchMock, PAY.confirm('7'))).toHaveLength(1));
    const body = bodiesOf(fetchMock, PAY.confirm('7'))[0]!;
    expect(body.outcome).toBe('not_received');
    expect(body.proofs).toEqual([
      expect.stringMatching(/^data:image\/png;base64,iVBORw/),
      expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//),
    ]);
  });

  it.each([
    [
      { status: 400, code: 'PROOF_IMAGE_INVALID', value: { index: 0 } },
      'Proof image 1 is not a valid PNG or JPG image.',
    ],
    [{ status: 413, code: 'PAYLOAD_TOO_LARGE', value: { index: 0 } }, 'Proof image 1 is larger than 5 MB.'],
    [{ status: 409, code: 'CONFLICT', value: { reason: 'NOT_CONFIRMABLE' } }, 'can no longer be confirmed'],
  ])('a refused confirmation says why: %o', async (answer, message) => {
    const user = userEvent.setup({ applyAccept: false });
    renderPayments(<WithdrawPage />, {
      [PAY.password]: isSet,
      [PAY.withdrawals]: page([withdrawal({ status: 'disbursed' })]),
      [PAY.confirm('7')]: answer,
    });
    await user.click(await screen.findByTestId('withdrawal-7-partially_received'));
    await user.upload(screen.getByTestId('proof-input'), fileOf('a.png', 'image/png'));
    await waitFor(() => expect(screen.getAllByTestId('proof-preview')).toHaveLength(1));
    await user.click(screen.getByTestId('confirm-submit'));
    expect((await screen.findByTestId('confirm-error')).textContent).toContain(message);
  });
});

describe('checkProofFiles', () => {
  it('accepts png and jpg up to 5 MB, at most 3 in all', () => {
    const ok = fileOf('a.png', 'image/png');
    const noType = fileOf('b.JPG', '');
    expect(checkProofFiles([ok, noType], 0).accepted).toEqual([ok, noType]);
    expect(checkProofFiles([fileOf('x.webp', 'image/webp')], 0).rejected).toEqual([
      { name: 'x.webp', problem: 'type' },
    ]);
    expect(checkProofFiles([fileOf('x.png', 'image/png', 5 * MB)], 0).accepted).toHaveLength(1);
    expect(checkProofFiles([fileOf('x.png', 'image/png', 5 * MB + 1)], 0).rejected[0]?.problem).toBe('size');
    expect(checkProofFiles([ok, ok], 2)).toEqual({
      accepted: [ok],
      rejected: [{ name: 'a.png', problem: 'count' }],
    });
  });
});
