// The relay module's public face: the one dispatcher of `/wps/relay/<NAME>` calls; each module defines its own
// relays and the app registers them all at once.
export { defineRelay, registerRelays, type RelayDefinition, type RelayOptions } from './relay-registry.js';
