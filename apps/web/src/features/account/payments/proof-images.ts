import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES, PROOF_IMAGES_MAX } from './payments-api';

/** A proof image chosen by the member, read as a data URL for the preview and the request. */
export interface ProofImage {
  name: string;
  size: number;
  dataUrl: string;
}

export type ProofProblem = 'type' | 'size' | 'count' | 'unreadable';

export interface ProofRejection {
  name: string;
  problem: ProofProblem;
}

/** The type a file claims; some systems leave it empty, then the name's extension says it. */
function typeOf(file: File): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (/\.png$/i.test(file.name)) return 'image/png';
  if (/\.jpe?g$/i.test(file.name)) return 'image/jpeg';
  return '';
}

/**
 * Spec §5 in the browser, before anything is sent: png or jpg, at most 5 MB each, at most 3 in all (counting
 * those already chosen). Returns the files to read and the ones refused, with why.
 */
export function checkProofFiles(
  files: readonly File[],
  alreadyChosen: number,
): { accepted: File[]; rejected: ProofRejection[] } {
  const accepted: File[] = [];
  const rejected: ProofRejection[] = [];
  for (const file of files) {
    if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(typeOf(file)))
      rejected.push({ name: file.name, problem: 'type' });
    else if (file.size > PROOF_IMAGE_MAX_BYTES) rejected.push({ name: file.name, problem: 'size' });
    else if (file.size === 0) rejected.push({ name: file.name, problem: 'unreadable' });
    else if (alreadyChosen + accepted.length >= PROOF_IMAGES_MAX)
      rejected.push({ name: file.name, problem: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** The file as a data URL, typed as the png or jpeg the server expects. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      // The server reads `data:image/png;base64,` or `data:image/jpeg;base64,`: name the type it checked.
      const base64 = result.slice(result.indexOf(',') + 1);
      if (!result.startsWith('data:') || !base64) reject(new Error('unreadable'));
      else resolve(`data:${typeOf(file)};base64,${base64}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
