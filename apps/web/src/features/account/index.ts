/**
 * The account feature's public surface (spec §2–§6): the header's account bar, the overlays the shell mounts
 * once, the session guard the shell runs, member data, and the gating for the member and agent centres.
 * Centres and dialogs load lazily when they open.
 */
export { AccountBar } from './components/account-bar';
export { AccountOverlays } from './components/account-overlays';
export { NeedRealAccountDialog } from './components/need-real-account-dialog';
export { useSessionGuard } from './hooks/use-session-guard';
export { useMemberInfo } from './hooks/use-member-info';
export { useRequireRealAccount, type CentreKind } from './hooks/use-centre-access';
export { useAccountUi, type MemberCentrePage, type AgentCentrePage } from './store/account-ui-store';
