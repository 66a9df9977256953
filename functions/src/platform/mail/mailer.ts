import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

let ses: SESv2Client | undefined;

/**
 * Sends one e-mail: SES in the cloud; locally it lands in the outbox folder (MAIL_OUTBOX_DIR) as JSON the
 * developer reads at /dev/outbox or with `npm run outbox`.
 */
export async function sendMail(mail: Mail): Promise<{ id: string }> {
  const outbox = process.env.MAIL_OUTBOX_DIR;
  if (outbox) {
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    await mkdir(outbox, { recursive: true });
    // Written aside and renamed, so a reader never sees half a mail.
    const file = path.join(outbox, `${id}.json`);
    await writeFile(
      `${file}.tmp`,
      JSON.stringify({ id, from: mailFrom(), sentAt: new Date().toISOString(), ...mail }, null, 2),
    );
    await rename(`${file}.tmp`, file);
    return { id };
  }
  ses ??= new SESv2Client({});
  const res = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: mailFrom(),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
  return { id: res.MessageId ?? '' };
}

export function mailFrom(): string {
  return process.env.MAIL_FROM ?? 'Градина <no-reply@gradina.bg>';
}
