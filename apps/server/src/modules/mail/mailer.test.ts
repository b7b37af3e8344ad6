import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createMailer } from './mailer.js';

/** Just enough SMTP to accept one message and keep what was sent. */
async function fakeSmtp() {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let data = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      data += chunk.toString();
      let end: number;
      while (!inData && (end = data.indexOf('\r\n')) >= 0) {
        const line = data.slice(0, end);
        data = data.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
      if (inData && (end = data.indexOf('\r\n.\r\n')) >= 0) {
        messages.push(data.slice(0, end));
        data = data.slice(end + 5);
        inData = false;
        socket.write('250 queued\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((r) => server.close(r)) };
}

describe('mailer', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: null, dataDir: null, role: 'server' });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const mail = { merchantCode: 'SUERTE_PH', to: 'player@example.com', subject: 'Reset', text: 'Your link' };

  it('writes to the outbox by default', async () => {
    await createMailer(handle.db, { provider: 'outbox', from: 'Suerte <no-reply@localhost>' }).send(mail);
    const rows = await handle.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toMatchObject([
      { merchant_code: 'SUERTE_PH', to_address: mail.to, subject: 'Reset', body: 'Your link' },
    ]);
  });

  it('hands the mail to an SMTP relay with the configured sender', async () => {
    const smtp = await fakeSmtp();
    try {
      await createMailer(handle.db, {
        provider: 'smtp',
        url: smtp.url,
        from: 'Suerte <no-reply@suerte.example>',
      }).send(mail);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(/^From: Suerte <no-reply@suerte\.example>$/m);
      expect(smtp.messages[0]).toMatch(/^To: player@example\.com$/m);
      expect(smtp.messages[0]).toMatch(/^Subject: Reset$/m);
      expect(smtp.messages[0]).toContain('Your link');
    } finally {
      await smtp.close();
    }
  });
});
