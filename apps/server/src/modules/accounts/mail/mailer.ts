import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../../config';

/**
 * One recipient in nodemailer's object form, which it takes as it is: a string it would parse, and a
 * comma, angle brackets or a display name in it would make another recipient than the one meant.
 */
export interface Mailbox {
  name: string;
  address: string;
}

export interface MailMessage {
  to: Mailbox;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an RFC 822 file
 * `DATA_DIR/outbox/<epoch ms>-<8 hex>.eml` (open it in any mail client), and its path is logged.
 */
export function createMailer(config: Config['mail'], log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: config.from, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      log.info({ file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}
