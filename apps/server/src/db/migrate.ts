import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';
import * as foundation from './migrations/2026-11-21-0001-foundation.js';
import * as identity from './migrations/2026-11-21-0002-identity.js';
import * as ledger from './migrations/2026-11-21-0003-ledger.js';
import * as vendorWallet from './migrations/2026-11-21-0004-vendor-wallet.js';
import * as wallet from './migrations/2026-11-21-0005-wallet.js';
import * as payments from './migrations/2026-11-21-0006-payments.js';
import * as vendorTransfers from './migrations/2026-11-21-0007-vendor-transfers.js';
import * as vendorTransferReview from './migrations/2026-11-21-0008-vendor-transfer-review.js';
import * as betPathKeys from './migrations/2026-11-21-0009-bet-path-keys.js';
import * as jobs from './migrations/2026-11-24-0011-jobs.js';
import * as secrets from './migrations/2026-11-24-0013-secrets.js';
import * as vendorLimits from './migrations/2026-11-24-0014-vendor-limits.js';
import * as memberEvents from './migrations/2026-11-24-0012-member-events.js';
import * as balanceEventQueue from './migrations/2026-11-24-0018-balance-event-queue.js';
import * as paymentChannels from './migrations/2026-11-25-0300-payment-channels.js';
import * as qrDeposits from './migrations/2026-11-25-0301-qr-deposits.js';
import * as ewalletPayments from './migrations/2026-11-25-0400-ewallet-payments.js';
import * as sessionsLanguageSupportTerms from './migrations/2026-11-25-0500-sessions-language-support-terms.js';
import * as gameCatalogue from './migrations/2026-11-25-0800-game-catalogue.js';
import * as lottery from './migrations/2026-11-26-0200-lottery.js';
import * as lotteryResultsIndex from './migrations/2026-11-26-0201-lottery-results-index.js';
import * as ewalletNotificationReview from './migrations/2026-11-28-0100-ewallet-notification-review.js';
import * as lotteryFeedOverdue from './migrations/2026-11-28-1300-lottery-feed-overdue.js';
import * as vendorRooms from './migrations/2026-11-28-1500-vendor-rooms.js';
import * as vendorRoomNames from './migrations/2026-11-29-0100-vendor-room-names.js';
import * as vendorLaunchAddresses from './migrations/2026-11-26-0100-vendor-launch-addresses.js';
import * as gameListing from './migrations/2026-11-28-1200-game-listing.js';

/** Migrations in order; each file is frozen once released. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0001-foundation': foundation,
  '2026-11-21-0002-identity': identity,
  '2026-11-21-0003-ledger': ledger,
  '2026-11-21-0004-vendor-wallet': vendorWallet,
  '2026-11-21-0005-wallet': wallet,
  '2026-11-21-0006-payments': payments,
  '2026-11-21-0007-vendor-transfers': vendorTransfers,
  '2026-11-21-0008-vendor-transfer-review': vendorTransferReview,
  '2026-11-21-0009-bet-path-keys': betPathKeys,
  '2026-11-24-0011-jobs': jobs,
  '2026-11-24-0012-member-events': memberEvents,
  '2026-11-24-0013-secrets': secrets,
  '2026-11-24-0014-vendor-limits': vendorLimits,
  '2026-11-24-0018-balance-event-queue': balanceEventQueue,
  '2026-11-25-0300-payment-channels': paymentChannels,
  '2026-11-25-0301-qr-deposits': qrDeposits,
  '2026-11-25-0400-ewallet-payments': ewalletPayments,
  '2026-11-25-0500-sessions-language-support-terms': sessionsLanguageSupportTerms,
  '2026-11-25-0800-game-catalogue': gameCatalogue,
  '2026-11-26-0200-lottery': lottery,
  '2026-11-26-0201-lottery-results-index': lotteryResultsIndex,
  '2026-11-26-0100-vendor-launch-addresses': vendorLaunchAddresses,
  '2026-11-28-0100-ewallet-notification-review': ewalletNotificationReview,
  '2026-11-28-1200-game-listing': gameListing,
  '2026-11-28-1300-lottery-feed-overdue': lotteryFeedOverdue,
  '2026-11-28-1500-vendor-rooms': vendorRooms,
  '2026-11-29-0100-vendor-room-names': vendorRoomNames,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** Brings the schema up to date. Kysely's migration lock keeps concurrent nodes from racing. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
