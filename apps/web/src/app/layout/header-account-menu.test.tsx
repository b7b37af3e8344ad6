import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';
import { fakeWhitelabel, renderWithShell, resetSession, vendorGroup } from '../test-utils';
import { AccountOverlays } from '../../features/account';
import {
  LocationProbe,
  fakeMemberInfo,
  logIn,
  resetAccountStores,
  stubApi,
} from '../../features/account/test-utils';

/** The compact header's avatar menu (phones and tablets; CSS shows it below 1024 px). */
beforeEach(() => {
  resetSession();
  resetAccountStores();
});
afterEach(() => vi.unstubAllGlobals());

const MEMBER = 'GET /wps/member/info';

function renderHeader(isAgent = 0) {
  stubApi({ [MEMBER]: { value: fakeMemberInfo({ isAgent }) } });
  logIn();
  return renderWithShell(
    <>
      <Header gamePage={false} />
      <AccountOverlays />
      <LocationProbe />
    </>,
    { whitelabel: fakeWhitelabel(), vendors: [vendorGroup('RNG', ['SUERTE'])], path: '/slot-games' },
  );
}

describe('header avatar menu', () => {
  it('names the member and offers personal centre, messages and sign out; personal centre opens /member', async () => {
    renderHeader();
    const button = await screen.findByTestId('account-menu-button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    const menu = screen.getByTestId('account-menu');
    expect(within(menu).getByText('Juan')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Personal center', 'Messages', 'Sign out']);
    await userEvent.click(screen.getByTestId('account-menu-personal-center'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/member'));
    expect(screen.queryByTestId('account-menu')).toBeNull();
  });

  it('works by keyboard: ArrowDown opens on the first item, arrows move, Escape returns to the button', async () => {
    renderHeader();
    const button = await screen.findByTestId('account-menu-button');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByTestId('account-menu-personal-center'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByTestId('account-menu-logout'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('account-menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('messages opens the member centre on messages; sign out asks first', async () => {
    renderHeader();
    await userEvent.click(await screen.findByTestId('account-menu-button'));
    await userEvent.click(screen.getByTestId('account-menu-messages'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/member/messages'));
    await userEvent.click(screen.getByTestId('account-menu-button'));
    await userEvent.click(screen.getByTestId('account-menu-logout'));
    expect(await screen.findByTestId('logout-confirm')).toBeTruthy();
  });

  it('an agent also gets the agent centre', async () => {
    renderHeader(1);
    await userEvent.click(await screen.findByTestId('account-menu-button'));
    await userEvent.click(screen.getByTestId('account-menu-agent'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent'));
  });
});
