import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpEntry } from '@suerte/contracts';
import { setupTestI18n } from '../../../lib/test-i18n';
import { HelpCenterModal } from './help-center-modal';
import { entry, HELP_TOPICS, renderWithProviders, stubHelpCenter } from '../test-utils';

beforeAll(() => setupTestI18n());
afterEach(() => window.history.replaceState(null, '', '/'));

function renderModal(topic: string | null, answer: () => HelpEntry[] | Error = () => HELP_TOPICS) {
  const fetchMock = stubHelpCenter(answer);
  const onClose = vi.fn();
  const view = renderWithProviders(<HelpCenterModal open onClose={onClose} topic={topic} />);
  return { ...view, fetchMock, onClose, user: userEvent.setup() };
}

const content = () => screen.getByTestId('help-content');
const currentTopic = () =>
  screen.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'true');

describe('HelpCenterModal', () => {
  it('asks for the help of the interface language on the web', async () => {
    const { fetchMock } = renderModal(null);
    await screen.findByTestId('help-content');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), window.location.origin);
    expect(url.pathname).toBe('/wps/system/helpCenter');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('device')).toBe('WEB');
  });

  it('shows the first topic when none is requested', async () => {
    renderModal(null);
    const modal = screen.getByTestId('help-center-modal');
    expect(await within(modal).findByText('About us')).toBeTruthy();
    expect(currentTopic()?.getAttribute('data-testid')).toBe('help-topic-about');
  });

  it('shows the topic named by the hash, nested ones too', async () => {
    renderModal('limits-vip');
    expect((await screen.findByTestId('help-content')).textContent).toContain('VIP limits');
    expect(currentTopic()?.getAttribute('data-testid')).toBe('help-topic-limits-vip');
    expect(
      within(screen.getByRole('navigation', { name: 'Help topics' })).getByTestId('help-topic-deposit-bank'),
    ).toBeTruthy();
  });

  it('falls back to the first topic for an unknown hash', async () => {
    renderModal('no-such-topic');
    expect((await screen.findByTestId('help-content')).textContent).toContain('About us');
  });

  it('choosing a topic shows it and writes it to the URL hash', async () => {
    window.history.replaceState({ idx: 0 }, '', '/help');
    const { user } = renderModal(null);
    await screen.findByTestId('help-content');
    await user.click(screen.getByTestId('help-topic-deposit-bank'));
    expect(content().textContent).toContain('Bank deposits');
    expect(window.location.pathname).toBe('/help');
    expect(window.location.hash).toBe('#deposit-bank');
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('lists the sub-topics of a section without an article, and opens them', async () => {
    const { user } = renderModal('deposit');
    expect(await screen.findByText('In this section')).toBeTruthy();
    await user.click(within(content()).getByRole('button', { name: 'Title deposit-limits' }));
    expect(content().textContent).toContain('Deposit limits');
    expect(window.location.hash).toBe('#deposit-limits');
  });

  it('says when a topic has no article', async () => {
    renderModal('empty-topic');
    expect(await screen.findByText('There is no article for this topic yet.')).toBeTruthy();
  });

  it('follows a new topic from outside', async () => {
    const { rerender } = renderModal('about');
    await screen.findByText('About us');
    rerender(<HelpCenterModal open onClose={() => {}} topic="deposit-bank" />);
    expect(content().textContent).toContain('Bank deposits');
  });

  it('sanitizes the article HTML', async () => {
    renderModal(null, () => [
      entry('x', '<p>Safe</p><script>window.bad = 1</script><a href="#" onclick="steal()">link</a>'),
    ]);
    const article = await screen.findByTestId('help-content');
    expect(article.textContent).toContain('Safe');
    expect(article.innerHTML).not.toMatch(/script|onclick/);
  });

  it('shows loading, then an empty state when there are no topics', async () => {
    renderModal(null, () => []);
    expect(screen.getByText('Loading help topics…')).toBeTruthy();
    expect(await screen.findByText('No help topics available')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const { user } = renderModal(null, () => (fail ? new Error('Help is resting') : HELP_TOPICS));
    expect(await screen.findByText('Help is resting')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(content().textContent).toContain('About us'));
  });

  it('closes from its close button', async () => {
    const { onClose, user } = renderModal(null);
    await screen.findByTestId('help-content');
    await user.click(within(screen.getByTestId('help-center-modal')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
