import type { Executor } from '../../db/executor.js';

/** The member's login and payment password hashes (the payment password is checked against either). */
export function memberPasswordHashes(db: Executor, memberId: number) {
  return db
    .selectFrom('members')
    .select(['password_hash', 'payment_password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/**
 * Compare-and-set of the payment password hash: written only while the stored one is still `expected`, so a
 * concurrent change between the check and the write makes this one lose. Returns whether it was written.
 */
export async function swapPaymentPasswordHash(
  db: Executor,
  memberId: number,
  expected: string | null,
  hash: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('members')
    .set({ payment_password_hash: hash })
    .where('id', '=', memberId)
    .where((eb) =>
      expected === null
        ? eb('payment_password_hash', 'is', null)
        : eb('payment_password_hash', '=', expected),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
