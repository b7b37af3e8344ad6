import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, serverUnitGraph, unitOf, type UnitGraph } from './server-module-graph.js';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src');

function graphOf(edges: Record<string, string[]>): UnitGraph {
  return new Map(
    Object.entries(edges).map(([from, targets]) => [
      from,
      new Map(targets.map((to) => [to, `${from} -> ${to}`])),
    ]),
  );
}

describe('server units', () => {
  it.each([
    ['modules/wallet/wallet.service.ts', 'modules/wallet'],
    ['modules/transfers/index.ts', 'modules/transfers'],
    ['http/hooks/auth.ts', 'http/hooks'],
    ['http/kernel/envelope.ts', 'http/kernel'],
    ['db/seed/seed.ts', 'db/seed'],
    ['db/database.ts', 'db'],
    ['jobs/job-runner.ts', 'jobs'],
    ['app.ts', 'app'],
  ])('puts %s in %s', (file, unit) => {
    expect(unitOf(file)).toBe(unit);
  });

  it('finds a cycle through several units, and none in a layered graph', () => {
    const cyclic = graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [] });
    expect(findCycles(cyclic)).toEqual([['a', 'b', 'c']]);
    const layered = graphOf({ app: ['a', 'b'], a: ['b', 'kernel'], b: ['kernel'], kernel: [] });
    expect(findCycles(layered)).toEqual([]);
  });

  it('has no import cycle between the server units', () => {
    const graph = serverUnitGraph(serverSrc);
    const described = findCycles(graph).map((cycle) =>
      cycle.flatMap((unit) =>
        [...(graph.get(unit) ?? [])].filter(([to]) => cycle.includes(to)).map(([, example]) => example),
      ),
    );
    expect(described).toEqual([]);
  });

  it('keeps the HTTP kernel below the modules and the request hooks above them', () => {
    const graph = serverUnitGraph(serverSrc);
    const fromKernel = [...(graph.get('http/kernel')?.keys() ?? [])].filter(
      (unit) => unit.startsWith('modules/') || unit === 'http/hooks',
    );
    expect(fromKernel).toEqual([]);
    const usingHooks = [...graph]
      .filter(([from, targets]) => from.startsWith('modules/') && targets.has('http/hooks'))
      .map(([from]) => from);
    expect(usingHooks).toEqual([]);
  });
});
