import { z } from 'zod';
import { normalizeLocale } from './locales.js';

/** Accepts any string and normalizes it, so an unsupported language resets to EN instead of failing. */
export const localeInputSchema = z.string().max(35).transform(normalizeLocale);
