// Every locked package runs on the oldest Node the project promises (package.json "engines"), so `npm ci`
// installs without engine warnings and nothing relies on a newer Node than the README says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './server-process.js';

interface LockedPackage {
  version?: string;
  engines?: { node?: string };
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
}

describe('Node engines', () => {
  it('every locked package supports the oldest Node the project promises', () => {
    const promised = readJson<{ engines: { node: string } }>('package.json').engines.node;
    const oldest = semver.minVersion(promised)!.version;
    const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
    const unsupported = Object.entries(lock.packages)
      .filter(([, pkg]) => pkg.engines?.node && !semver.satisfies(oldest, pkg.engines.node))
      .map(([name, pkg]) => `${name}@${pkg.version} wants node ${pkg.engines!.node}`);
    expect(unsupported, `Node ${oldest}`).toEqual([]);
  });
});
