import { constants } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../http/kernel/app-error.js';
import { sniffImage } from '../modules/payments/index.js';
import type { WithdrawalProof } from '../modules/payments/index.js';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** The image type its bytes say (what was stored was checked the same way on upload). */
export function proofType(proof: Pick<WithdrawalProof, 'mime' | 'data'>): WithdrawalProof['mime'] {
  return sniffImage(proof.data) ?? proof.mime;
}

/** proof-<id>.png or .jpg: built from the numeric id only, so no stored text can steer where it goes. */
export function proofFileName(proof: Pick<WithdrawalProof, 'id' | 'mime' | 'data'>): string {
  const id = String(proof.id);
  if (!/^\d+$/.test(id)) throw new Error(`unexpected proof id ${id}`);
  return `proof-${id}.${EXTENSIONS[proofType(proof)]}`;
}

/** The folder proofs go to without --out: a new one in the current directory, named after the withdrawal. */
export function defaultProofDir(withdrawalId: number): string {
  return path.resolve(`withdrawal-${withdrawalId}-proofs`);
}

/**
 * Writes each proof into `dir` (created when missing, readable by its owner only) and returns the paths.
 * Never outside `dir`: names are checked to stay in it, and a link planted in its place is refused.
 */
export async function saveProofs(dir: string, proofs: readonly WithdrawalProof[]): Promise<string[]> {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true, mode: 0o700 }).catch((err: NodeJS.ErrnoException) => {
    throw new AppError('VALIDATION_FAILED', `cannot create ${root}: ${err.code ?? err.message}`);
  });
  const written: string[] = [];
  for (const proof of proofs) {
    const file = path.join(root, proofFileName(proof));
    if (path.dirname(file) !== root) throw new Error(`refusing to write outside ${root}`);
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
    const handle = await open(file, flags, 0o600).catch((err: NodeJS.ErrnoException) => {
      throw new AppError('VALIDATION_FAILED', `cannot write ${file}: ${err.code ?? err.message}`);
    });
    try {
      await handle.writeFile(proof.data);
    } finally {
      await handle.close();
    }
    written.push(file);
  }
  return written;
}
