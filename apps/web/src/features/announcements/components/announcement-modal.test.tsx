import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../lib/test-i18n';
import { AnnouncementModal } from './announcement-modal';
import {
  announcementsValue,
  makeAnnouncements,
  renderWithQuery,
  stubFetch,
  type FakeRoute,
} from '../test-utils';

const PATH = '/wps/relay/MCSFE_getListAnnouncements';

beforeAll(() => setupTestI18n());

function renderModal(route: FakeRoute | (() => FakeRoute)) {
  const fetchMock = stubFetch({ [PATH]: route });
  const onClose = vi.fn();
  renderWithQuery(<AnnouncementModal open onClose={onClose} />);
  return { fetchMock, onClose, user: userEvent.setup() };
}

const titles = () =>
  screen.getAllByTestId('announcement-title').map((b) => b.querySelector('span')?.textContent);

describe('AnnouncementModal', () => {
  it('asks for every type on the web platform, in one page of 100', async () => {
    const { fetchMock } = renderModal({ value: announcementsValue(makeAnnouncements(1)) });
    await screen.findByTestId('announcement-content');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      types: 'B,PL,PU,PR,H',
      execution: 'B',
      platform: 'W',
      pageNo: 1,
      pageSize: 100,
    });
  });

  it('shows a loading state, then the titles and the first announcement', async () => {
    renderModal({ value: announcementsValue(makeAnnouncements(3)) });
    const modal = screen.getByTestId('announcement-modal');
    expect(within(modal).getByText('Loading announcements…')).toBeTruthy();
    expect(await within(modal).findByText('Body of notice 1')).toBeTruthy();
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
    expect(screen.getAllByTestId('announcement-title')[0]?.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('shows the chosen announcement', async () => {
    const { user } = renderModal({ value: announcementsValue(makeAnnouncements(3)) });
    await screen.findByTestId('announcement-content');
    await user.click(screen.getAllByTestId('announcement-title')[2]!);
    const content = screen.getByTestId('announcement-content');
    expect(content.textContent).toContain('Body of notice 3');
    expect(screen.getAllByTestId('announcement-title')[2]?.getAttribute('aria-current')).toBe('true');
  });

  it('lists nine titles per page and pages through them', async () => {
    const { user } = renderModal({ value: announcementsValue(makeAnnouncements(20)) });
    await screen.findByTestId('announcement-content');
    expect(titles()).toHaveLength(9);
    expect(screen.getByTestId('pagination-page-3')).toBeTruthy();
    expect(screen.queryByTestId('pagination-page-4')).toBeNull();
    await user.click(screen.getByTestId('pagination-page-3'));
    expect(titles()).toEqual(['Notice 19', 'Notice 20']);
    expect(screen.getByTestId('announcement-content').textContent).toContain('Body of notice 19');
    await user.click(screen.getByTestId('pagination-prev'));
    expect(titles()[0]).toBe('Notice 10');
  });

  it('sanitizes the announcement HTML', async () => {
    const [item] = makeAnnouncements(1);
    const hostile = {
      ...item!,
      content:
        '<p>Hi</p><script>window.hacked = 1</script><img src="/media/x.svg" onerror="window.hacked = 2">',
    };
    renderModal({ value: announcementsValue([hostile]) });
    const content = await screen.findByTestId('announcement-content');
    expect(content.textContent).toContain('Hi');
    expect(content.innerHTML).not.toMatch(/script|onerror/);
  });

  it('says so when there are no announcements', async () => {
    renderModal({ value: announcementsValue([]) });
    expect(await screen.findByText('No announcements')).toBeTruthy();
    expect(screen.queryByTestId('announcement-title')).toBeNull();
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    const { user } = renderModal(() =>
      fail ? { fail: 'Service busy' } : { value: announcementsValue(makeAnnouncements(2)) },
    );
    expect(await screen.findByText('Service busy')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toEqual(['Notice 1', 'Notice 2']));
  });

  it('closes from its close button', async () => {
    const { onClose, user } = renderModal({ value: announcementsValue([]) });
    await screen.findByText('No announcements');
    await user.click(within(screen.getByTestId('announcement-modal')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
