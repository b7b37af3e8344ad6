// The game records module's public face: the member's rounds and their totals (relays).
export { createGameRecords } from './game-records.relays.js';
