import { z } from 'zod';
import { localeInputSchema } from './locale-schema.js';
import { gameSchema, vendorGroupSchema } from './games.js';

/** Relay calls: POST /wps/relay/<NAME> with a JSON body; one dispatcher maps each name to a handler. */

export const gameVendorBodySchema = z.object({ merchantCode: z.string().max(32).optional() }).strict();
export const gameVendorResponseSchema = z.array(vendorGroupSchema);

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);

export const announcementsBodySchema = z
  .object({
    types: z
      .string()
      .default('B,PL,PU,PR,H')
      .transform((s) =>
        s
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      )
      .pipe(z.array(announcementTypeSchema).min(1)),
    execution: z.literal('B').default('B'),
    platform: z.literal('W').default('W'),
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(100),
    language: localeInputSchema.optional(),
  })
  .strict();

export const announcementSchema = z.object({
  id: z.string(),
  type: announcementTypeSchema,
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  demo: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementsResponseSchema = z.object({
  list: z.array(announcementSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

export const hotGamesBodySchema = z
  .object({
    merchantCode: z.string().max(32).optional(),
    isPlatform: z.literal(2).default(2),
    language: localeInputSchema.optional(),
    platform: z.string().max(8).default('W'),
  })
  .strict();
export const hotGamesResponseSchema = z.object({ list: z.array(gameSchema) });

export const RELAY_NAMES = [
  'gameVendor',
  'MCSFE_getListAnnouncements',
  'hotGamesV2',
  'GCSGAME_gameList',
  'getVassGameType',
  'GCS_recentGame',
  'GCSGAME_newGames',
  'GCSGAME_getRankList',
  'GLS2_roomList',
  'GCSGAME_favGameList',
  'GCSGAME_getFavGame',
  'GCSGAME_addFavGame',
  'GCSGAME_removeFavGame',
] as const;
export type RelayName = (typeof RELAY_NAMES)[number];

export type GameVendorResponse = z.infer<typeof gameVendorResponseSchema>;
export type AnnouncementsResponse = z.infer<typeof announcementsResponseSchema>;
export type HotGamesResponse = z.infer<typeof hotGamesResponseSchema>;
