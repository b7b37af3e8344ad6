import { z } from 'zod';
import { GAME_CATEGORIES } from './game-categories.js';

export const gameCategorySchema = z.enum(GAME_CATEGORIES);

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  vendorName: z.string(),
  iconUrl: z.string(),
  maintenance: z.boolean(),
  demo: z.boolean(),
});
export const vendorLaneSchema = z.object({ title: z.string(), cards: z.array(vendorCardSchema) });
export const vendorGroupSchema = z.object({
  gameCategory: gameCategorySchema,
  vendors: z.array(vendorLaneSchema),
});
export type VendorGroup = z.infer<typeof vendorGroupSchema>;
export type VendorCard = z.infer<typeof vendorCardSchema>;
export const gameSchema = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  showIcon: z.boolean(),
  vassalage: z.string(),
  gameCategory: gameCategorySchema,
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  isFav: z.boolean(),
  roomId: z.string().nullable(),
});
export type Game = z.infer<typeof gameSchema>;
