import type { Executor } from '../../db/executor.js';

/** A vendor's launch address templates. */
export function vendorLaunchAddresses(db: Executor, vendorCode: string) {
  return db
    .selectFrom('vendors')
    .select(['launch_url', 'trial_url'])
    .where('code', '=', vendorCode)
    .executeTakeFirst();
}
