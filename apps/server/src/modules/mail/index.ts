// The mail module's public face: the mailer (the outbox, or SMTP when configured).
export { createMailer, type Mailer } from './mailer.js';
export type { Mail } from './mail-outbox.repository.js';
