// The in-house games' rules pages are the rules feature's; the router only gives them their own chunk.
export { default } from '../../features/rules/components/game-rules-page';
