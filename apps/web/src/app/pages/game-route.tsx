// The full-frame game page is the play feature's; the router only gives it its own chunk.
export { default } from '../../features/play/components/game-frame';
