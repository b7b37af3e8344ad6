import { describe, expect, it } from 'vitest';
import { findModule, isModuleEnabled } from './modules.js';
import type { ModuleNode } from './system.js';

const node = (modId: string, enabled: '0' | '1', childrenNodes: ModuleNode[] = []): ModuleNode => ({
  modId,
  name: modId,
  enabled,
  childrenNodes,
});

describe('feature module tree', () => {
  const tree = [
    node('MEMBER', '1', [
      node('REGISTER', '1', [node('REGISTER_MOBILE', '1'), node('REGISTER_SMS_VERIFY', '0')]),
    ]),
    node('AGENT', '0', [node('AGENT_CONTRACTS', '1')]),
  ];

  it('finds nested nodes', () => {
    expect(findModule(tree, 'REGISTER_MOBILE')?.modId).toBe('REGISTER_MOBILE');
    expect(findModule(tree, 'NOPE')).toBeUndefined();
  });

  it('is enabled only when the node and all its ancestors are on', () => {
    expect(isModuleEnabled(tree, 'REGISTER_MOBILE')).toBe(true);
    expect(isModuleEnabled(tree, 'REGISTER_SMS_VERIFY')).toBe(false);
    expect(isModuleEnabled(tree, 'AGENT_CONTRACTS')).toBe(false);
  });

  it('treats a missing module as off', () => {
    expect(isModuleEnabled(tree, 'MISSING')).toBe(false);
  });
});
