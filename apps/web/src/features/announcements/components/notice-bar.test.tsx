import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../lib/test-i18n';
import { AnnouncementNoticeBar } from './notice-bar';
import {
  announcementsValue,
  makeAnnouncements,
  renderWithQuery,
  stubFetch,
  type FakeRoute,
} from '../test-utils';

beforeAll(() => setupTestI18n());

function renderBar(route: FakeRoute) {
  stubFetch({ '/wps/relay/MCSFE_getListAnnouncements': route });
  const onOpen = vi.fn();
  renderWithQuery(<AnnouncementNoticeBar onOpen={onOpen} />);
  return { onOpen, bar: screen.getByTestId('notice-bar') };
}

describe('AnnouncementNoticeBar', () => {
  it('shows the announcement titles and opens the announcements when selected', async () => {
    const { onOpen, bar } = renderBar({ value: announcementsValue(makeAnnouncements(2)) });
    expect(bar.textContent).toContain('Loading announcements…');
    const copies = await screen.findAllByText('Notice 1 • Notice 2');
    // A second copy keeps the scroll seamless and is hidden from screen readers.
    expect(copies).toHaveLength(2);
    expect(copies[1]?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.setup().click(bar);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('is a keyboard-usable button that names what it opens', async () => {
    const { onOpen, bar } = renderBar({ value: announcementsValue([]) });
    expect(bar.tagName).toBe('BUTTON');
    expect(bar.getAttribute('aria-haspopup')).toBe('dialog');
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalled();
  });

  it('says when there are no announcements', async () => {
    const { bar } = renderBar({ value: announcementsValue([]) });
    expect(await screen.findAllByText('No announcements at the moment')).toHaveLength(1);
    expect(bar.textContent).toContain('Notice');
  });

  it('says when announcements cannot be loaded', async () => {
    renderBar({ fail: 'down' });
    expect(await screen.findByText(/Announcements are unavailable/)).toBeTruthy();
  });
});
