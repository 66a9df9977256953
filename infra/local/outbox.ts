import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

export interface OutboxMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  sentAt: string;
}

/** The local mail outbox, newest first. */
export function readOutbox(dir: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .flatMap((f) => {
      // A file another process is still writing, or one a crash left empty, is skipped, never fatal.
      try {
        return [JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail];
      } catch {
        return [];
      }
    });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const sofiaTime = (iso: string) =>
  new Intl.DateTimeFormat('bg-BG', {
    timeZone: 'Europe/Sofia',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

/** `/dev/outbox` (list) and `/dev/outbox/<id>` (one mail, links clickable): only the local cloud serves it. */
export function serveOutbox(dir: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const id = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\/dev\/outbox\/?/, ''));
    const mails = readOutbox(dir);
    const page = (title: string, body: string) =>
      `<!doctype html><html lang="bg"><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      `<style>body{font-family:system-ui;margin:2rem;max-width:60rem}td,th{padding:.3rem .6rem;text-align:left;border-bottom:1px solid #ddd}pre{white-space:pre-wrap}</style>` +
      `<body>${body}</body></html>`;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (id) {
      const mail = mails.find((m) => m.id === id);
      if (!mail) {
        res
          .writeHead(404)
          .end(page('Няма такова писмо', '<p>Няма такова писмо.</p><a href="/dev/outbox">Към пощата</a>'));
        return;
      }
      const text = escapeHtml(mail.text).replace(
        /https?:\/\/[^\s<]+/g,
        (u) => `<a data-testid="mail-link" href="${u}">${u}</a>`,
      );
      res.end(
        page(
          mail.subject,
          `<a href="/dev/outbox">← Всички писма</a><h1 data-testid="mail-subject">${escapeHtml(mail.subject)}</h1>` +
            `<p>До: <span data-testid="mail-to">${escapeHtml(mail.to)}</span> · ${sofiaTime(mail.sentAt)} ч.</p>` +
            `<pre data-testid="mail-text">${text}</pre>`,
        ),
      );
      return;
    }
    const rows = mails
      .map(
        (m) =>
          `<tr data-testid="mail-row"><td>${sofiaTime(m.sentAt)} ч.</td><td>${escapeHtml(m.to)}</td>` +
          `<td><a href="/dev/outbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    res.end(
      page(
        'Локална поща',
        `<h1>Локална поща</h1><p>Писмата, които платформата би изпратила. Папка: <code>${escapeHtml(dir)}</code></p>` +
          (mails.length
            ? `<table><tr><th>Изпратено</th><th>До</th><th>Тема</th></tr>${rows}</table>`
            : '<p>Няма писма.</p>'),
      ),
    );
  };
}
