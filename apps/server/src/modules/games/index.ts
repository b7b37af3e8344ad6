// The games module's public face: the vendor groups and hot games relays and their service.
export { gamesRelays } from './games.relays.js';
export { createGamesService, type GamesService } from './games.service.js';
