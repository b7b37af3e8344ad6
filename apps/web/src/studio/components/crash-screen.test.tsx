import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../lib/test-i18n';
import { NO_TIMING } from '../model/timing';
import { crashOf, crashSession, ok, refused } from '../test-support';
import { CrashScreen } from './crash-screen';

beforeAll(() => {
  setupTestI18n();
  configure({ asyncUtilTimeout: 5000 });
});
afterEach(() => vi.unstubAllGlobals());

function stubStudio(plays: Array<Response | Error>, history: number[] = []) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('/rounds?'))
      return ok({ rounds: history.map((crashPoint) => ({ kind: 'crash', outcome: { crashPoint } })) });
    const next = plays.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const playCalls = (fetch: ReturnType<typeof stubStudio>) =>
  fetch.mock.calls.filter(([url]) => url === '/studio/api/crash/play');
const sent = (fetch: ReturnType<typeof stubStudio>, i: number) =>
  JSON.parse(playCalls(fetch)[i]![1]!.body as string) as {
    stake: number;
    target: number;
    idempotencyKey: string;
  };
const points = () => screen.getAllByTestId('history-point').map((p) => p.textContent);

function typeInto(testId: string, text: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
}

// A busy machine renders slowly: each test may take longer than the default five seconds.
describe('crash', { timeout: 20_000 }, () => {
  it('bets the stake and cash-out typed, climbs to the cash-out and pays it when the crash came later', async () => {
    const fetch = stubStudio([ok(crashOf(2_500, 350, 512, 100_000))], [140, 1_250]);
    render(<CrashScreen session={crashSession()} timing={NO_TIMING} />);
    await waitFor(() => expect(points()).toEqual(['×1.40', '×12.50']));
    typeInto('stake', '25');
    typeInto('target', '3.5');
    expect(screen.getByTestId('target-hint').textContent).toBe('Reached in 27.71 % of rounds · pays 87.50');
    await userEvent.click(screen.getByTestId('play'));

    const result = await screen.findByTestId('round-result');
    expect(sent(fetch, 0)).toMatchObject({ stake: 2_500, target: 350 });
    expect(result.textContent).toContain('Cashed out at ×3.50: you won 87.50');
    expect(result.textContent).toContain('The round went on to ×5.12');
    expect(screen.getByTestId('multiplier').textContent).toBe('×3.50');
    expect(screen.getByTestId('crash-stage').dataset.state).toBe('won');
    expect(screen.getByTestId('balance').textContent).toContain('1,062.50');
    expect(points()).toEqual(['×5.12', '×1.40', '×12.50']);
  });

  it('stops the climb where it crashed when that came before the cash-out', async () => {
    stubStudio([ok(crashOf(1_000, 200, 137, 100_000)), ok(crashOf(1_000, 200, 100, 99_000))]);
    render(<CrashScreen session={crashSession()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('play'));
    expect((await screen.findByTestId('round-result')).textContent).toBe('Crashed at ×1.37');
    expect(screen.getByTestId('multiplier').textContent).toBe('×1.37');
    expect(screen.getByTestId('crash-stage').dataset.state).toBe('crashed');
    await waitFor(() => expect((screen.getByTestId('play') as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(screen.getByTestId('play'));
    await waitFor(() =>
      expect(screen.getByTestId('round-result').textContent).toBe('Crashed at once at ×1.00'),
    );
    expect(screen.getByTestId('balance').textContent).toContain('980.00');
  });

  it('checks the stake and the cash-out before sending anything', async () => {
    const fetch = stubStudio([]);
    render(<CrashScreen session={crashSession()} timing={NO_TIMING} />);
    typeInto('stake', '0.5');
    typeInto('target', '1.005');
    await userEvent.click(screen.getByTestId('play'));
    expect(screen.getByTestId('stake').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('target-hint').textContent).toBe(
      'Enter a cash-out from ×1.01 to ×1,000.00, with at most two decimals.',
    );
    expect(playCalls(fetch)).toHaveLength(0);
    // Halving and doubling stay within the limits.
    typeInto('stake', '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Double the bet' }));
    expect((screen.getByTestId('stake') as HTMLInputElement).value).toBe('5000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Halve the bet' }));
    expect((screen.getByTestId('stake') as HTMLInputElement).value).toBe('2500.00');
  });

  it('plays with Enter, in a field or on the page, and sends a lost bet again with the same key', async () => {
    const fetch = stubStudio([
      new TypeError('Failed to fetch'),
      ok(crashOf(1_000, 200, 300, 100_000)),
      ok(crashOf(1_000, 200, 300, 101_000)),
    ]);
    render(<CrashScreen session={crashSession()} timing={NO_TIMING} />);
    await userEvent.type(screen.getByTestId('target'), '{Enter}');
    const error = await screen.findByTestId('game-error');
    await userEvent.click(within(error).getByRole('button', { name: 'Send the bet again' }));
    await screen.findByTestId('round-result');
    expect(sent(fetch, 1).idempotencyKey).toBe(sent(fetch, 0).idempotencyKey);
    await waitFor(() => expect((screen.getByTestId('play') as HTMLButtonElement).disabled).toBe(false));
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() => expect(playCalls(fetch)).toHaveLength(3));
    expect(sent(fetch, 2).idempotencyKey).not.toBe(sent(fetch, 0).idempotencyKey);
  });

  it('says when the session has ended and offers the way back', async () => {
    stubStudio([refused('SESSION_EXPIRED', 401)]);
    render(<CrashScreen session={crashSession()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('play'));
    const error = await screen.findByTestId('game-error');
    expect(error.textContent).toContain('Your game session has ended');
    expect(within(error).getByRole('button', { name: 'Back to lobby' })).toBeTruthy();
    expect((screen.getByTestId('play') as HTMLButtonElement).disabled).toBe(true);
  });
});
