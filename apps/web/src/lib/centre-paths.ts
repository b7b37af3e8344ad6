/**
 * Addresses of the member and agent centres (spec §2 names their pages; the paths are ours): `/member` is the
 * member centre's overview and `/member/<page>` each page by its spec name; `/agent/<page>` likewise.
 * Other parts of the app (header, bottom navigation) link with these, the route table serves them.
 */
export const MEMBER_CENTRE_BASE = '/member';
export const AGENT_CENTRE_BASE = '/agent';

/** The member centre's overview, or one of its pages (deposit, accountRecord, securityCenter...). */
export function memberPath(page?: string): string {
  return page ? `${MEMBER_CENTRE_BASE}/${page}` : MEMBER_CENTRE_BASE;
}

/** The agent centre (its default page, agentTeamOverview), or one of its pages. */
export function agentPath(page?: string): string {
  return page ? `${AGENT_CENTRE_BASE}/${page}` : AGENT_CENTRE_BASE;
}
