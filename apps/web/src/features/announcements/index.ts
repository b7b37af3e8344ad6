/** The announcements feature's public surface, composed into the home page by the app's home route. */
export { HomeAnnouncements, type HomeAnnouncementsProps } from './components/home-announcements';
export { AnnouncementModal, type AnnouncementModalProps } from './components/announcement-modal';
export { AnnouncementNoticeBar } from './components/notice-bar';
export { useAnnouncements, announcementsQueryOptions } from './api/announcements';
export { useAnnouncementAutoOpen, ANNOUNCEMENTS_AUTO_OPENED_KEY } from './hooks/use-announcement-auto-open';
