export * from './core.js';
export * from './envelope.js';
export * from './locale-schema.js';
export * from './money.js';
export * from './system.js';
export * from './games.js';
export * from './relays.js';
export * from './identity.js';
