// The ledger's public face: the only writer of `ledger_*`. Other modules post through it — one posting at a time
// (`post`), many in one statement (`postBatch`), or by embedding the journal write in a statement of their own
// (`journalWrite`, for hot paths that need one round trip) — and read accounts, seal and verify through it.
export { houseAccount, memberAccount, transactionByKey, type AccountKind } from './ledger.repository.js';
export {
  legsOf,
  memberWallets,
  postingKindOf,
  type MemberWalletRow,
  type PostedLeg,
} from './ledger-reads.repository.js';
export { post, type Posting, type PostingResult } from './ledger.service.js';
export {
  postBatch,
  postBatchIn,
  type BatchOptions,
  type BatchPosting,
  type BatchResult,
} from './ledger-batch.js';
export { journalWrite } from './ledger-batch.repository.js';
export type { RefusalCode } from './ledger-batch-plan.js';
export type { Leg } from './postings.js';
export { sealBacklog, sealPending } from './ledger-seal.js';
export { verifyLedger, type LedgerReport } from './ledger-verifier.js';
export { writeJournal, writeJournalQuery } from './ledger-batch.repository.js';
