import { announcementsBodySchema, announcementsResponseSchema } from '@suerte/contracts';
import { defineRelay } from '../relay/index.js';
import type { ContentService } from './content.service.js';
// request.context() is declared by the merchants module, beside the context's shape.
import type {} from '../merchants/index.js';

export function contentRelays(content: ContentService) {
  return [
    defineRelay({
      name: 'MCSFE_getListAnnouncements',
      summary: 'Announcements of the current merchant (types B, PL, PU, PR, H), newest first',
      body: announcementsBodySchema,
      response: announcementsResponseSchema,
      handler: async (body, request) => {
        const { merchant } = await request.context();
        return content.announcements(merchant.code, body.language ?? request.locale, body);
      },
    }),
  ];
}
