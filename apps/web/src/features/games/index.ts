/** The games feature's public surface: lobbies for the routes (each route chunk imports what it shows). */
export { SlotsLobby, type SlotTab } from './components/slots-lobby';
export { CategoryLobby, HotLobby } from './components/category-lobby';
