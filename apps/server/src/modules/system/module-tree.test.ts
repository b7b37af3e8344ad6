import { describe, expect, it } from 'vitest';
import { buildModuleTree } from './module-tree.js';

describe('buildModuleTree', () => {
  it('nests children under their parents in row order, with enabled as "1"/"0"', () => {
    const tree = buildModuleTree([
      { mod_id: 'MEMBER', parent_mod_id: null, name: 'Member', enabled: true },
      { mod_id: 'REGISTER', parent_mod_id: 'MEMBER', name: 'Register', enabled: true },
      { mod_id: 'LOGIN', parent_mod_id: 'MEMBER', name: 'Login', enabled: false },
      { mod_id: 'PROMOTIONS', parent_mod_id: null, name: 'Promotions', enabled: true },
    ]);
    expect(tree.map((n) => n.modId)).toEqual(['MEMBER', 'PROMOTIONS']);
    expect(tree[0]!.childrenNodes.map((n) => [n.modId, n.enabled])).toEqual([
      ['REGISTER', '1'],
      ['LOGIN', '0'],
    ]);
  });

  it('keeps an orphan (parent missing) at the root rather than losing it', () => {
    const tree = buildModuleTree([{ mod_id: 'X', parent_mod_id: 'GONE', name: 'X', enabled: true }]);
    expect(tree.map((n) => n.modId)).toEqual(['X']);
  });
});
