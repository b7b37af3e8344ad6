import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderNav } from './header-nav';
import { fakeWhitelabel, renderWithShell, resetSession, vendorGroup } from '../test-utils';
import { useAuthModal } from '../../lib/auth-modal-store';

// Header order: LIVE, SPORTS, RNG, LOTT (four categories with vendors).
const vendors = [
  vendorGroup('RNG', ['SUERTE']),
  vendorGroup('LOTT', ['SUERTE']),
  vendorGroup('LIVE', ['SIM']),
  vendorGroup('SPORTS', ['SIM']),
];

/** jsdom lays nothing out: the nav box is `available` wide, each item 100 px and the More button 60 px. */
let available = 0;
let resize: (() => void) | undefined;

function fakeLayout() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    let width = 0;
    if (this.dataset.testid === 'header-nav') width = available;
    else if (this.dataset.measure === 'item') width = 100;
    else if (this.dataset.measure === 'more') width = 60;
    return { width, height: 36, top: 0, left: 0, right: width, bottom: 36, x: 0, y: 0, toJSON: () => ({}) };
  });
}

const inline = () => within(screen.getByTestId('header-nav')).queryAllByTestId(/^header-nav-/);
const inMore = () => within(screen.getByTestId('header-more-menu')).queryAllByRole('link', { hidden: true });

beforeEach(() => {
  resetSession();
  fakeLayout();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resize = undefined;
});

describe('header category menu', () => {
  it('shows what fits beside More and puts the rest in the More menu, in header order', () => {
    available = 250;
    renderWithShell(<HeaderNav />, { whitelabel: fakeWhitelabel(), vendors });
    expect(inline().map((a) => a.textContent)).toEqual(['Live casino']);
    expect(inMore().map((a) => a.textContent)).toEqual(['Sports', 'Slots', 'Lottery']);
    expect(inMore().map((a) => a.getAttribute('href'))).toEqual([
      '/sports-betting-games',
      '/slot-games',
      '/lottery',
    ]);
    expect(screen.getByTestId('header-more').closest('li')?.hidden).toBe(false);
    // The menu keeps room for More: the header's other parts give way, not the button.
    expect(screen.getByTestId('header-nav').style.getPropertyValue('--menu-more-width')).toBe('60px');
  });

  it('measures again when the space changes: all fit, no More button', () => {
    available = 250;
    renderWithShell(<HeaderNav />, { whitelabel: fakeWhitelabel(), vendors });
    available = 1_000;
    act(() => resize?.());
    expect(inline()).toHaveLength(4);
    expect(inMore()).toHaveLength(0);
    expect(screen.getByTestId('header-more').closest('li')?.hidden).toBe(true);
    expect(screen.getByTestId('header-nav').style.getPropertyValue('--menu-more-width')).toBe('0px');
  });

  it('opens by keyboard, moves with the arrow keys and closes on Escape back to the button', async () => {
    available = 150;
    renderWithShell(<HeaderNav />, { whitelabel: fakeWhitelabel(), vendors });
    const button = screen.getByTestId('header-more');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('header-more-menu').hidden).toBe(true);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('header-more-LIVE'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByTestId('header-more-SPORTS'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByTestId('header-more-LOTT'));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('header-more-menu').hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', async () => {
    available = 150;
    renderWithShell(
      <>
        <HeaderNav />
        <button type="button">elsewhere</button>
      </>,
      { whitelabel: fakeWhitelabel(), vendors },
    );
    await userEvent.click(screen.getByTestId('header-more'));
    expect(screen.getByTestId('header-more-menu').hidden).toBe(false);
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.getByTestId('header-more-menu').hidden).toBe(true);
  });

  it('LOTT inside More still asks a visitor to log in first', async () => {
    available = 150;
    renderWithShell(<HeaderNav />, { whitelabel: fakeWhitelabel(), vendors });
    await userEvent.click(screen.getByTestId('header-more'));
    await userEvent.click(screen.getByTestId('header-more-LOTT'));
    expect(useAuthModal.getState().open).toBe('login');
    expect(screen.getByTestId('header-more-menu').hidden).toBe(true);
  });
});
