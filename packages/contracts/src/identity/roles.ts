/**
 * Member roles by isAgent (spec §4, §6): 0 member; 1, 2, 41, 42 agents with an agent centre;
 * 4 a non-real (trial / free-play) account that is blocked from the member centre.
 */
export const IS_AGENT = {
  member: 0,
  agent: 1,
  seniorAgent: 2,
  trial: 4,
  affiliateAgent: 41,
  affiliateSeniorAgent: 42,
} as const;

export type IsAgent = (typeof IS_AGENT)[keyof typeof IS_AGENT];
export const IS_AGENT_VALUES: readonly IsAgent[] = [0, 1, 2, 4, 41, 42];

/** Carries the agent flag (agent entry shown, agent rules apply). */
export function isAgentFlag(isAgent: number): boolean {
  return isAgent === 1 || isAgent === 2 || isAgent === 4 || isAgent === 41 || isAgent === 42;
}

/** May open the agent centre. */
export function canOpenAgentCentre(isAgent: number): boolean {
  return isAgent === 1 || isAgent === 2 || isAgent === 41 || isAgent === 42;
}

/** A non-real account: no member centre, no unread messages, no consolidated funds. */
export function isNonRealAccount(isAgent: number): boolean {
  return isAgent === IS_AGENT.trial;
}

/** The password every new downline gets from its agent; logging in with it forces a change (spec §4, §9). */
export const WEAK_PASSWORD = '123456';
