import path from 'node:path';
import { readOutbox } from './outbox';

/** `npm run outbox`: the newest local e-mails, for developers who live in the terminal. */
const dir = path.join(path.resolve(process.env.DATA_DIR ?? '.data'), 'outbox');
const mails = readOutbox(dir).slice(0, Number(process.argv[2] ?? 10));
if (mails.length === 0) console.log(`Няма писма в ${dir}`);
for (const m of mails) {
  console.log(`── ${m.sentAt}  до ${m.to}\n   ${m.subject}\n${m.text.replace(/^/gm, '   ')}\n`);
}
