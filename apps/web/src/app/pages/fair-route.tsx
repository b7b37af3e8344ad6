// The provable-fairness verifier is the fair feature's; the router only gives it its own chunk.
export { default } from '../../features/fair/components/fair-page';
