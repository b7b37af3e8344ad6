import { vi } from 'vitest';
import { buildProgram } from '../../src/cli/ops.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { createOperatorService } from '../../src/modules/operator/index.js';

/**
 * Runs one operator CLI command on `handle` as tester@cli. Resolves with what it printed (lines joined by
 * newlines); a refused command rejects with its error, which tests assert instead of commander's own printing.
 */
export async function runOps(handle: DatabaseHandle, ...args: string[]): Promise<string> {
  const output: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...parts) => void output.push(parts.join(' ')));
  try {
    const program = buildProgram((action) => action(createOperatorService(handle.db), 'tester@cli', handle));
    for (const c of [program, ...program.commands]) c.configureOutput({ writeErr: () => undefined });
    await program.parseAsync(['node', 'ops', ...args]);
  } finally {
    log.mockRestore();
  }
  return output.join('\n');
}
