import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@suerte/contracts';
import { setupTestI18n } from '../../../lib/test-i18n';
import { announcementsValue, makeAnnouncements, renderWithQuery, stubFetch } from '../test-utils';
import { HomeAnnouncements } from './home-announcements';

beforeAll(() => setupTestI18n());
beforeEach(() => window.sessionStorage.clear());

function renderBar(list: Announcement[], autoOpen = true) {
  stubFetch({ '/wps/relay/MCSFE_getListAnnouncements': { value: announcementsValue(list) } });
  const view = renderWithQuery(<HomeAnnouncements autoOpen={autoOpen} />);
  return { ...view, user: userEvent.setup() };
}

describe('HomeAnnouncements', () => {
  it('opens the announcements by themselves once per browser session', async () => {
    const first = renderBar(makeAnnouncements(1));
    const modal = await screen.findByTestId('announcement-modal');
    expect(await within(modal).findByText('Body of notice 1')).toBeTruthy();
    await first.user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('announcement-modal')).toBeNull();
    first.unmount();

    renderBar(makeAnnouncements(1));
    await screen.findAllByText('Notice 1');
    expect(screen.queryByTestId('announcement-modal')).toBeNull();
  });

  it('does not open by itself when there are no announcements', async () => {
    renderBar([]);
    await screen.findByText('No announcements at the moment');
    expect(screen.queryByTestId('announcement-modal')).toBeNull();
  });

  it('opens from the notice bar', async () => {
    const { user } = renderBar([]);
    await screen.findByText('No announcements at the moment');
    await user.click(screen.getByTestId('notice-bar'));
    const modal = await screen.findByTestId('announcement-modal');
    expect(await within(modal).findByText('No announcements')).toBeTruthy();
  });

  it('does not pop up where auto-open is off, and opens on a later visit where it is on', async () => {
    const off = renderBar(makeAnnouncements(1), false);
    await screen.findAllByText('Notice 1');
    expect(screen.queryByTestId('announcement-modal')).toBeNull();
    off.unmount();

    renderBar(makeAnnouncements(1), true);
    await waitFor(() => expect(screen.getByTestId('announcement-modal')).toBeTruthy());
  });
});
