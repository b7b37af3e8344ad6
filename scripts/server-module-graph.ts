// The server's import graph folded into units (each module, the kernel, the request hooks, the database layer,
// the seeds, the jobs, the CLI...), and the cycles between units. Lint keeps modules closed file by file; this
// check keeps the layers acyclic as a whole, which lint cannot see.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The unit a server source file belongs to, from its path below `apps/server/src`. */
export function unitOf(relativePath: string): string {
  const parts = relativePath.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  if ((parts[0] === 'http' || parts[0] === 'db') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  if (parts.length === 1) return parts[0]!.replace(/\.ts$/, '');
  return parts[0]!;
}

export type UnitGraph = Map<string, Map<string, string>>;

/** Strongly connected components with more than one unit (or a unit importing itself through others). */
export function findCycles(graph: UnitGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (unit: string): void => {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const target of graph.get(unit)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(unit, Math.min(low.get(unit)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(unit, Math.min(low.get(unit)!, index.get(target)!));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const unit of [...graph.keys()].sort()) if (!index.has(unit)) visit(unit);
  return cycles;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Reads every non-test source file below `srcDir` and folds its relative imports into a unit graph; each edge
 * keeps one example (`from-file -> specifier`) so that a reported cycle can be found in the code.
 */
export function serverUnitGraph(srcDir: string): UnitGraph {
  const graph: UnitGraph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const from = unitOf(path.relative(srcDir, file).split(path.sep).join('/'));
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.relative(srcDir, path.resolve(path.dirname(file), fileName));
      if (target.startsWith('..')) continue;
      const to = unitOf(target.split(path.sep).join('/').replace(/\.js$/, '.ts'));
      if (to !== from && !edges.has(to)) edges.set(to, `${path.relative(srcDir, file)} -> ${fileName}`);
    }
  }
  return graph;
}
