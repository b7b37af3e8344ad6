import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../lib/test-i18n';
import { readAddress } from '../model/address';
import { NO_TIMING } from '../model/timing';
import { baccaratSession, crashSession, ok, session } from '../test-support';
import { StudioApp } from './studio-app';

beforeAll(() => setupTestI18n());
afterEach(() => vi.unstubAllGlobals());

describe('studio app', () => {
  it.each([
    ['lucky-dragon', session(), 'slot-screen'],
    ['baccarat', baccaratSession({ demo: true }), 'baccarat-screen'],
    ['crash-arcade', crashSession({ demo: true }), 'crash-screen'],
  ])('opens %s on the screen of its kind', async (game, opened, screenId) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/session') ? ok(opened) : ok({ rounds: [] }))),
    );
    render(<StudioApp address={readAddress(`/studio/play/${game}`, '?demo=1')} timing={NO_TIMING} />);
    expect(await screen.findByTestId(screenId)).toBeTruthy();
  });

  it('shows the rules of a game that is not a slot on its own page, and refuses an unknown one', () => {
    const { unmount } = render(
      <StudioApp address={readAddress('/studio/rules/baccarat', '')} timing={NO_TIMING} />,
    );
    expect(screen.getByTestId('baccarat-paytable').textContent).toContain('98.9421 %');
    expect(screen.getByTestId('full-rules').getAttribute('href')).toBe('/games/rules/baccarat');
    unmount();
    render(<StudioApp address={readAddress('/studio/rules/constructor', '')} timing={NO_TIMING} />);
    expect(screen.getByTestId('studio-fatal').textContent).toContain('This game does not exist.');
  });
});
