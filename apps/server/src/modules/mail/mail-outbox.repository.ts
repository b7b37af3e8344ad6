import type { Executor } from '../../db/executor.js';

export interface Mail {
  merchantCode: string;
  to: string;
  subject: string;
  text: string;
}

export async function insertOutboxMail(db: Executor, mail: Mail): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ merchant_code: mail.merchantCode, to_address: mail.to, subject: mail.subject, body: mail.text })
    .execute();
}
