// The content module's public face: help topics and announcements (their route and relays).
export { contentRelays } from './content.relays.js';
export { contentRoutes } from './content.routes.js';
export { createContentService, type ContentService } from './content.service.js';
