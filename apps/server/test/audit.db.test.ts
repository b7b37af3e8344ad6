import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { appendAudit, listAudit } from '../src/modules/audit/index.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('operator audit log on $name', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('lists entries newest first, with the values before and after as written', async () => {
    await appendAudit(handle.db, {
      actor: 'alice',
      action: 'test.first',
      target: 'thing:1',
      before: { on: false },
      after: { on: true },
    });
    await appendAudit(handle.db, {
      actor: 'bob',
      action: 'test.second',
      target: 'thing:2',
      before: undefined,
      after: null,
    });
    const [newest, previous] = await listAudit(handle.db, 2);
    expect(newest).toMatchObject({ actor: 'bob', action: 'test.second', before: null, after: null });
    expect(previous).toMatchObject({
      actor: 'alice',
      target: 'thing:1',
      before: { on: false },
      after: { on: true },
    });
    expect(await listAudit(handle.db, 1)).toHaveLength(1);
  });

  it('writes nothing when the transaction of the change rolls back', async () => {
    const before = (await listAudit(handle.db, 1000)).length;
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await appendAudit(trx, { actor: 'carol', action: 'test.undone', target: 't', before: 1, after: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await listAudit(handle.db, 1000)).length).toBe(before);
  });
});
