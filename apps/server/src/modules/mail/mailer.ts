import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { insertOutboxMail, type Mail } from './mail-outbox.repository.js';

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Development: mails land in mail_outbox, where the operator reads them; nothing leaves the machine. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    async send(mail) {
      await insertOutboxMail(db, mail);
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
