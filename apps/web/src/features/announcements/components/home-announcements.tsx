import { lazy, Suspense, useCallback, useState } from 'react';
import { useAnnouncements } from '../api/announcements';
import { useAnnouncementAutoOpen } from '../hooks/use-announcement-auto-open';
import { AnnouncementNoticeBar } from './notice-bar';

// The window and its HTML sanitizer load only when it opens, keeping them out of the home page's first load.
const AnnouncementModal = lazy(() =>
  import('./announcement-modal').then((m) => ({ default: m.AnnouncementModal })),
);

export interface HomeAnnouncementsProps {
  /** False on routes that open a modal of their own over the home page. */
  autoOpen: boolean;
}

/**
 * The notice bar of the home page and the announcements window it opens; the window also opens by itself
 * once per browser session when there is at least one announcement.
 */
export function HomeAnnouncements({ autoOpen }: HomeAnnouncementsProps) {
  const [open, setOpen] = useState(false);
  const openWindow = useCallback(() => setOpen(true), []);
  const announcements = useAnnouncements();
  useAnnouncementAutoOpen({ count: announcements.data?.list.length, enabled: autoOpen, open: openWindow });
  return (
    <>
      <AnnouncementNoticeBar onOpen={openWindow} />
      {open ? (
        <Suspense fallback={null}>
          <AnnouncementModal open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
