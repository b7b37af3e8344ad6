// The member-centre help page is the help feature's; the router only gives it its own chunk.
export { default } from '../../features/help/components/help-mc-page';
