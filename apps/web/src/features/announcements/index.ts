/**
 * The announcements feature's public surface, composed into the home page by the app's home route. Only the
 * notice bar is exported: the window (and its HTML sanitizer) loads lazily when it opens.
 */
export { HomeAnnouncements, type HomeAnnouncementsProps } from './components/home-announcements';
