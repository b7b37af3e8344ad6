import type { Database } from '../../db/database.js';
import type { AggregatorAdapters } from './aggregator-adapter.js';
import { DEMO_AGGREGATOR, simulatedAggregatorAdapter } from './demo-aggregator.js';

/**
 * The aggregators this deployment can reach, by provider code. Only the simulator is built in: as the demo
 * provider (play money on demo merchants), and as any sandbox providers a test deployment names
 * (PAYMENT_SANDBOX_PROVIDERS, refused in production). A channel whose provider has no adapter is not available.
 */
export function defaultAggregatorAdapters(
  db: Database,
  sandboxProviders: readonly string[] = [],
): AggregatorAdapters {
  const codes = [DEMO_AGGREGATOR, ...sandboxProviders];
  return new Map(codes.map((code) => [code, simulatedAggregatorAdapter(db, code)]));
}
