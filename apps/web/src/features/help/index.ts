/** The help feature's public surface (the /helpmc route imports its page module directly). */
export { HelpCenterModal, type HelpCenterModalProps } from './components/help-center-modal';
export { HelpCenterView } from './components/help-center-view';
export { normalizeTopic } from './components/help-topics';
