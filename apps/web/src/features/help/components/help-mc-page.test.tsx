import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../lib/test-i18n';
import HelpMcPage from './help-mc-page';
import { HELP_TOPICS, renderWithProviders, stubHelpCenter } from '../test-utils';

beforeAll(() => setupTestI18n());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('HelpMcPage', () => {
  it('is a standalone page with a heading, without a modal', async () => {
    stubHelpCenter(() => HELP_TOPICS);
    renderWithProviders(<HelpMcPage />, { path: '/helpmc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    expect(await screen.findByText('About us')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the topic of the hash and writes a chosen one back', async () => {
    stubHelpCenter(() => HELP_TOPICS);
    renderWithProviders(<HelpMcPage />, { path: '/helpmc#deposit-bank' });
    expect((await screen.findByTestId('help-content')).textContent).toContain('Bank deposits');
    await userEvent.setup().click(screen.getByTestId('help-topic-about'));
    expect(screen.getByTestId('help-content').textContent).toContain('About us');
    expect(window.location.hash).toBe('#about');
  });
});
