import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { hashToken, newToken, verifyPassword } from '../src/modules/identity/index.js';
import { createIdentityAdminService, createOperatorService } from '../src/modules/operator/index.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('operator member administration and outboxes on $name', (kind) => {
  let handle: DatabaseHandle;
  const admin = () => createIdentityAdminService(handle.db);
  const audit = (n = 1) => createOperatorService(handle.db).audit(n);
  const auditCount = async () => (await audit(1000)).length;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => handle?.close());

  it('opens member and agent accounts with argon2id hashes and codes', async () => {
    const member = await admin().createMember('erin', 'SUERTE_PH', {
      username: 'weakling',
      password: '123456',
    });
    expect(member).toMatchObject({
      isAgent: 0,
      affiliateCode: null,
      nickname: 'weakling',
      weakPassword: true,
    });
    expect(member.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const row = await handle.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, '123456')).toBe(true);

    const agent = await admin().createMember('erin', 'SUERTE_PH', {
      username: 'agent_one',
      password: 'S3cure-pass',
      isAgent: 41,
      nickname: 'Agent One',
    });
    expect(agent).toMatchObject({ isAgent: 41, nickname: 'Agent One', weakPassword: false });
    expect(agent.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const given = await admin().createMember('erin', 'SUERTE_PH', {
      username: 'agent_two',
      password: 'x',
      isAgent: 1,
      affiliateCode: 'AGENT2',
    });
    expect(given.affiliateCode).toBe('AGENT2');

    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'member.create',
      target: 'merchant:SUERTE_PH/member:agent_two',
      before: null,
      after: { id: given.id, isAgent: 1, affiliateCode: 'AGENT2' },
    });
    expect(JSON.stringify(entry!.after)).not.toMatch(/argon2/);
    const events = await admin().authLog({ username: 'agent_two', limit: 5 });
    expect(events[0]).toMatchObject({ event: 'register', member_id: given.id, detail: { via: 'operator' } });
  });

  it('refuses duplicate and invalid accounts', async () => {
    const before = await auditCount();
    const create = (input: Parameters<ReturnType<typeof admin>['createMember']>[2]) =>
      admin().createMember('erin', 'SUERTE_PH', input);
    await expect(create({ username: 'WEAKLING', password: 'x' })).rejects.toMatchObject({
      code: 'USERNAME_TAKEN',
    });
    await expect(
      create({ username: 'agent_three', password: 'x', isAgent: 2, affiliateCode: 'AGENT2' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(create({ username: 'someone', password: '' })).rejects.toThrow(/password must not be empty/);
    await expect(create({ username: 'two words', password: 'x' })).rejects.toThrow(/without spaces/);
    await expect(create({ username: 'trial', password: 'x', isAgent: 4 })).rejects.toThrow(
      /agent must be one of 0, 1, 2, 41, 42/,
    );
    await expect(create({ username: 'plain', password: 'x', affiliateCode: 'ABCD' })).rejects.toThrow(
      /only agents/,
    );
    await expect(
      create({ username: 'agent_x', password: 'x', isAgent: 1, affiliateCode: 'a b' }),
    ).rejects.toThrow(/affiliate code/);
    await expect(
      admin().createMember('erin', 'NOPE', { username: 'x', password: 'x' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Usernames are unique per merchant only.
    await admin().createMember('erin', 'SUERTE_TH', { username: 'weakling', password: 'x' });
    expect(await auditCount()).toBe(before + 1);
  });

  it('disabling ends live sessions and logs both the auth event and the operator change', async () => {
    const member = (await handle.db
      .selectFrom('members')
      .select(['id'])
      .where('username', '=', 'agent_one')
      .executeTakeFirstOrThrow())!;
    const session = await handle.db
      .insertInto('member_sessions')
      .values({
        token_hash: hashToken(newToken()),
        member_id: member.id,
        merchant_code: 'SUERTE_PH',
        login_type: 'username',
        absolute_expires_at: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await admin().setMemberStatus('frank', 'SUERTE_PH', 'Agent_One', 'disabled')).toEqual({
      changed: true,
      sessionsEnded: 1,
    });
    const ended = await handle.db
      .selectFrom('member_sessions')
      .select(['revoked_at', 'revoked_reason'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(ended.revoked_at).not.toBeNull();
    expect(ended.revoked_reason).toBe('disabled');
    const [event] = await admin().authLog({ merchant: 'SUERTE_PH', username: 'agent_one', limit: 1 });
    expect(event).toMatchObject({
      event: 'account_disabled',
      member_id: member.id,
      detail: { actor: 'frank' },
    });
    expect((await audit())[0]).toMatchObject({
      actor: 'frank',
      action: 'member.disable',
      target: 'merchant:SUERTE_PH/member:agent_one',
      before: { status: 'active' },
      after: { status: 'disabled', sessionsEnded: 1 },
    });

    const before = await auditCount();
    expect(await admin().setMemberStatus('frank', 'SUERTE_PH', 'agent_one', 'disabled')).toEqual({
      changed: false,
      sessionsEnded: 0,
    });
    expect(await auditCount()).toBe(before);
    await admin().setMemberStatus('frank', 'SUERTE_PH', 'agent_one', 'active');
    expect((await audit())[0]).toMatchObject({ action: 'member.enable', after: { status: 'active' } });
    await expect(admin().setMemberStatus('frank', 'SUERTE_PH', 'ghost', 'disabled')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lists outboxes newest first, filtered by merchant and recipient', async () => {
    await handle.db
      .insertInto('sms_outbox')
      .values([
        { merchant_code: 'SUERTE_PH', phone: '+639171234567', body: 'code 111111' },
        { merchant_code: 'SUERTE_TH', phone: '+66812345678', body: 'code 222222' },
        { merchant_code: 'SUERTE_PH', phone: '+639171234567', body: 'code 333333' },
      ])
      .execute();
    await handle.db
      .insertInto('mail_outbox')
      .values([
        { merchant_code: 'SUERTE_PH', to_address: 'Ana@Example.com', subject: 'Reset', body: 'link 1' },
        { merchant_code: 'SUERTE_TH', to_address: 'bo@example.com', subject: 'Reset', body: 'link 2' },
      ])
      .execute();
    const sms = await admin().smsOutbox({ limit: 10 });
    expect(sms.map((r) => r.body)).toEqual(['code 333333', 'code 222222', 'code 111111']);
    expect((await admin().smsOutbox({ recipient: '+63 917-123-4567', limit: 1 })).map((r) => r.body)).toEqual(
      ['code 333333'],
    );
    expect((await admin().smsOutbox({ merchant: 'SUERTE_TH', limit: 10 })).map((r) => r.phone)).toEqual([
      '+66812345678',
    ]);
    expect(
      (await admin().mailOutbox({ recipient: 'ana@example.com', limit: 10 })).map((r) => r.body),
    ).toEqual(['link 1']);
    expect((await admin().mailOutbox({ merchant: 'SUERTE_TH', limit: 10 })).map((r) => r.body)).toEqual([
      'link 2',
    ]);
  });
});
