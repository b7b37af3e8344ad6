// The games module's public face: the catalogue relays and their service, and the operator's catalogue
// commands (feed import, game and vendor kill switches).
export { gamesRelays } from './games.relays.js';
export { createGamesService, type GamesService, type LaunchTarget, type Viewer } from './games.service.js';
export {
  createCatalogueAdmin,
  FeedRefusedError,
  importFeedGames,
  type CatalogueAdmin,
  type ImportReport,
} from './catalogue-admin.service.js';
export { validateRows, type FeedGame } from './catalogue-feed.js';
export { refreshCatalogueIndexes } from './catalogue.repository.js';
export { normalizeSearchText, searchColumns } from './game-search.js';
// The catalogue benchmark compiles the game list's statement to run it with pgbench.
export { gamesPageStatement, type GameListFilter } from './games.repository.js';
export { searchPattern } from './game-search.js';
