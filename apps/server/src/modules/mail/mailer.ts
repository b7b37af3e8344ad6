import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';

export interface Mail {
  merchantCode: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Development: mails land in mail_outbox, where the operator reads them; nothing leaves the machine. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    async send(mail) {
      await db
        .insertInto('mail_outbox')
        .values({
          merchant_code: mail.merchantCode,
          to_address: mail.to,
          subject: mail.subject,
          body: mail.text,
        })
        .execute();
    },
  };
}

/** Production: an SMTP relay given as smtp:// or smtps:// URL (credentials in the URL). */
export function createSmtpMailer(smtp: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function createMailer(db: Database, config: Config['mail']): Mailer {
  return config.provider === 'smtp' ? createSmtpMailer(config) : createOutboxMailer(db);
}
