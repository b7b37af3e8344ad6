import { describe, expect, it } from 'vitest';
import type { FeedGame } from './catalogue-feed.js';
import { planImport, toCatalogueRow } from './catalogue-plan.js';

const game = (nodeId: string, over: Partial<FeedGame> = {}): FeedGame => ({
  vassalage: 'ACME',
  nodeId,
  nodeName: `Game ${nodeId}`,
  gameName: { en: `Game ${nodeId}` },
  iconUrl: `/media/game/${nodeId}.svg`,
  showIcon: true,
  isGame: 'GAME',
  gameCategory: 'RNG',
  gameClassify: 'JP',
  supportPlay: 1,
  roomId: undefined,
  minBet: 1,
  minLineNum: 1,
  status: 'ON',
  ...over,
});

describe('planImport', () => {
  it('adds new games, changes changed ones and counts the rest unchanged', () => {
    const stored = [toCatalogueRow(game('a'), 0), toCatalogueRow(game('b'), 1)];
    const plan = planImport(stored, [game('a'), game('b', { minBet: 5 }), game('c')]);
    expect(plan.added).toEqual(['c']);
    expect(plan.changed).toEqual(['b']);
    expect(plan.unchanged).toBe(1);
    expect(plan.disabled).toEqual([]);
    expect(plan.upserts.map((r) => r.node_id)).toEqual(['b', 'c']);
  });

  it("disables a vendor's listed games the feed turns off or no longer has, not other vendors' games", () => {
    const stored = [
      toCatalogueRow(game('a'), 0),
      toCatalogueRow(game('b'), 1),
      toCatalogueRow(game('x', { vassalage: 'OTHER' }), 0),
      { ...toCatalogueRow(game('gone'), 2), enabled: false },
    ];
    const plan = planImport(stored, [game('a', { status: 'OFF' })]);
    expect(plan.disabled.sort()).toEqual(['a', 'b']);
    expect(plan.upserts.every((r) => !r.enabled)).toBe(true);
    expect(plan.changed).toEqual([]);
  });

  it('counts re-enabling and maintenance as changes', () => {
    const stored = [{ ...toCatalogueRow(game('a'), 0), enabled: false }, toCatalogueRow(game('b'), 1)];
    const plan = planImport(stored, [game('a'), game('b', { status: 'MAINTENANCE' })]);
    expect(plan.changed).toEqual(['a', 'b']);
    expect(plan.upserts.find((r) => r.node_id === 'b')).toMatchObject({ maintenance: true, enabled: true });
  });

  it('refuses a node id another vendor has', () => {
    const stored = [toCatalogueRow(game('a', { vassalage: 'OTHER' }), 0)];
    expect(planImport(stored, [game('a')]).conflicts).toEqual([
      { nodeId: 'a', vendor: 'ACME', owner: 'OTHER' },
    ]);
  });

  it('sees no change when only the order of stored name keys differs', () => {
    const row = toCatalogueRow(game('a', { gameName: { en: 'A', th: 'ก' } }), 0);
    const stored = [{ ...row, game_name: { th: 'ก', en: 'A' } }];
    expect(planImport(stored, [game('a', { gameName: { en: 'A', th: 'ก' } })]).unchanged).toBe(1);
  });

  it('keeps the feed order per vendor as the sort', () => {
    const plan = planImport([], [game('a'), game('z', { vassalage: 'ZED' }), game('b')]);
    expect(plan.upserts.map((r) => [r.node_id, r.sort])).toEqual([
      ['a', 0],
      ['z', 0],
      ['b', 1],
    ]);
  });
});
