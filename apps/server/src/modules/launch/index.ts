// Game launch (spec §4, §7 /wps/game/launchGame): the address that starts a catalogue game.
export { launchRoutes } from './launch.routes.js';
export { createLaunchService, type LaunchService } from './launch.service.js';
