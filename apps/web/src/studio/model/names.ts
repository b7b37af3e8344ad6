import { useTranslation } from 'react-i18next';
import type { StudioNames } from '@suerte/contracts';

/** Something the studio names in several languages: a game or a table. */
export interface Named {
  /** English. */
  name: string;
  names?: StudioNames;
}

/** The name in the player's language, else the English one (a studio older than `names` sends `name` only). */
export function localName(item: Named, language: string): string {
  return item.names?.[language as keyof StudioNames] ?? item.names?.en ?? item.name;
}

/** `localName` in the game's language. */
export function useLocalName(): (item: Named) => string {
  const { i18n } = useTranslation();
  return (item) => localName(item, i18n.language);
}
