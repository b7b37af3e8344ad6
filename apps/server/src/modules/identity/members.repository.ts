import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { MembersTable } from '../../db/schema.js';
import { dbNow, type Executor } from '../../db/executor.js';

export async function findMemberByUsername(db: Executor, merchantCode: string, username: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberByUsername>>>;

/** The member of a username, locked until the transaction ends (status changes by an operator). */
export function lockMemberByUsername(db: Executor, merchantCode: string, username: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

export async function findMemberByMobile(
  db: Executor,
  merchantCode: string,
  dialingCode: string,
  mobileNum: string,
) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('country_dialing_code', '=', dialingCode)
    .where('mobile_num', '=', mobileNum)
    .executeTakeFirst();
}

export async function findMemberById(db: Executor, id: number) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The agent owning an affiliate code, or the member owning a referral (invitation) code. */
export async function findMemberByCode(
  db: Executor,
  merchantCode: string,
  kind: 'affiliate_code' | 'referral_code',
  code: string,
) {
  return db
    .selectFrom('members')
    .select(['id', 'is_agent', 'status', 'is_demo'])
    .where('merchant_code', '=', merchantCode)
    .where(kind, '=', code)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function insertMember(db: Executor, member: Insertable<MembersTable>) {
  return db.insertInto('members').values(member).returningAll().executeTakeFirstOrThrow();
}

export async function setMemberLanguage(db: Executor, memberId: number, language: string): Promise<void> {
  await db.updateTable('members').set({ language }).where('id', '=', memberId).execute();
}

export async function setPasswordHash(db: Executor, memberId: number, passwordHash: string) {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, password_changed_at: dbNow() })
    .where('id', '=', memberId)
    .execute();
}

/** Records a login; returns whether it was the member's first. */
export async function markLogin(db: Executor, memberId: number): Promise<boolean> {
  const row = await db
    .updateTable('members')
    .set({
      last_login_at: dbNow(),
      first_login_at: sql<Date>`coalesce(first_login_at, now())`,
    })
    .where('id', '=', memberId)
    .returning(sql<boolean>`last_login_at = first_login_at`.as('first'))
    .executeTakeFirstOrThrow();
  return row.first;
}

export async function setMemberStatus(db: Executor, memberId: number, status: 'active' | 'disabled') {
  await db.updateTable('members').set({ status }).where('id', '=', memberId).execute();
}

/** Postgres unique violation, with the index that was hit. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? 'unique') : null;
}

/** The database clock now (password ages are measured on it, as they are stored). */
export async function databaseNow(db: Executor): Promise<Date> {
  const row = await db.selectNoFrom(dbNow().as('now')).executeTakeFirstOrThrow();
  return new Date(row.now);
}
