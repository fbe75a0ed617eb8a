import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMail } from '../reset-mail';
import { createMailer } from './mailer';

const config = { smtpUrl: 'smtp://mail.example.com:587', from: 'Earshot <help@radio.example.com>', outboxDir: '' };

describe('the mailer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hands the SMTP transport one mailbox object, so nothing in an address can add a recipient', async () => {
    const sent: SendMailOptions[] = [];
    vi.spyOn(nodemailer, 'createTransport').mockReturnValue({
      sendMail: async (message: SendMailOptions) => {
        sent.push(message);
        return {};
      },
    } as unknown as ReturnType<typeof nodemailer.createTransport>);
    // Addresses are checked before they get here; this one shows what the mailer alone guarantees.
    await createMailer(config, { info: () => {} }).send(resetMail('x,attacker@evil.com', 'https://radio.example.com/reset-password/k/'));

    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual({ name: '', address: 'x,attacker@evil.com' });
    vi.restoreAllMocks();
    const { envelope } = await nodemailer.createTransport({ jsonTransport: true }).sendMail(sent[0]);
    expect(envelope.to).toEqual(['x,attacker@evil.com']);
  });
});
