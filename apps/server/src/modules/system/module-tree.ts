import type { ModuleNode } from '@suerte/contracts';

export interface ModuleRow {
  mod_id: string;
  parent_mod_id: string | null;
  name: string;
  enabled: boolean;
}

/** Builds the feature-module tree from flat rows, keeping row order among siblings. */
export function buildModuleTree(rows: readonly ModuleRow[]): ModuleNode[] {
  const nodes = new Map<string, ModuleNode>();
  for (const row of rows) {
    nodes.set(row.mod_id, {
      modId: row.mod_id,
      name: row.name,
      enabled: row.enabled ? '1' : '0',
      childrenNodes: [],
    });
  }
  const roots: ModuleNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}
