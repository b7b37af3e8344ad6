import { create } from 'zustand';

/** Pages of the member centre available now (spec §2: default securityCenter). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'myAccount',
  'paymentPassword',
  'wallet',
  'deposit',
  'withdraw',
  'accountRecord',
  'bettingRecord',
  'profitLoss',
  'messages',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** Pages of the agent centre available now (spec §2: default agentTeamOverview). */
export const AGENT_CENTRE_PAGES = ['agentTeamOverview'] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** A centre asked for; without a page, the member centre's overview or the agent centre's default page. */
export type OpenCentre =
  { kind: 'member'; page?: MemberCentrePage } | { kind: 'agent'; page?: AgentCentrePage };

export interface AccountUiState {
  /** A centre asked for from outside the router; AccountOverlays goes to its address (/member/<page>). */
  centre: OpenCentre | null;
  /** A session-end notice waiting for the member. */
  notice: 'loggedInElsewhere' | null;
  /** While the member's own logout call runs, its 401 is not a session-end surprise. */
  loggingOut: boolean;
  openMemberCentre(page?: MemberCentrePage): void;
  openAgentCentre(page?: AgentCentrePage): void;
  closeCentre(): void;
  showNotice(notice: 'loggedInElsewhere'): void;
  clearNotice(): void;
  setLoggingOut(loggingOut: boolean): void;
}

export const useAccountUi = create<AccountUiState>()((set) => ({
  centre: null,
  notice: null,
  loggingOut: false,
  openMemberCentre(page) {
    set({ centre: { kind: 'member', page } });
  },
  openAgentCentre(page) {
    set({ centre: { kind: 'agent', page } });
  },
  closeCentre() {
    set({ centre: null });
  },
  showNotice(notice) {
    set({ notice });
  },
  clearNotice() {
    set({ notice: null });
  },
  setLoggingOut(loggingOut) {
    set({ loggingOut });
  },
}));
