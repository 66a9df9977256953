import { formatMoney } from './wire';

/** The simulator's pages, in Bulgarian like ePay's own: the pay page, an error page, a result page. */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const sofia = (at: Date) =>
  `${new Intl.DateTimeFormat('bg-BG', { timeZone: 'Europe/Sofia', dateStyle: 'short', timeStyle: 'short' }).format(at)} ч.`;

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="bg"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1a1a1a}' +
    'main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 3px #0002}' +
    'header{background:#0b4f8a;color:#fff;padding:.75rem 1rem;font-weight:600}' +
    'dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#444}dd{margin:0;font-weight:600}' +
    '.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}' +
    'button{font:inherit;padding:.6rem 1.1rem;border-radius:.35rem;border:1px solid #0b4f8a;cursor:pointer}' +
    'button.pay{background:#0b4f8a;color:#fff}button.other{background:#fff;color:#0b4f8a}' +
    '.error{color:#a01212}.note{color:#444;font-size:.9rem}</style></head>' +
    `<body><header>ePay.bg — локален симулатор</header><main>${body}</main></body></html>`
  );
}

export interface PayPageBill {
  id: string;
  merchantName: string;
  min: string;
  invoice: string;
  amountCents: number;
  currency: string;
  description: string;
  expiresAt: Date;
  page: 'paylogin' | 'credit_paydirect';
}

export function payPage(bill: PayPageBill): string {
  const how = bill.page === 'credit_paydirect' ? 'Плащане с банкова карта' : 'Плащане с ePay.bg';
  return page(
    how,
    `<h1>${how}</h1><dl>` +
      `<dt>Търговец</dt><dd data-testid="epay-merchant">${escapeHtml(bill.merchantName)} (КИН ${escapeHtml(bill.min)})</dd>` +
      `<dt>Фактура №</dt><dd data-testid="epay-invoice">${escapeHtml(bill.invoice)}</dd>` +
      `<dt>Сума</dt><dd data-testid="epay-amount">${escapeHtml(formatMoney(bill.amountCents, bill.currency))}</dd>` +
      `<dt>Описание</dt><dd data-testid="epay-description">${escapeHtml(bill.description)}</dd>` +
      `<dt>Валидно до</dt><dd>${escapeHtml(sofia(bill.expiresAt))}</dd></dl>` +
      `<form method="post" action="/pay/${encodeURIComponent(bill.id)}"><div class="actions">` +
      '<button class="pay" type="submit" name="action" value="pay">Плати</button>' +
      '<button class="other" type="submit" name="action" value="deny">Откажи</button>' +
      '<button class="other" type="submit" name="action" value="expire">Остави да изтече</button>' +
      '</div></form><p class="note">Симулатор: не се движат истински пари. Всеки бутон изпраща известие до ' +
      'търговеца, както го прави ePay.bg.</p>',
  );
}

export function errorPage(message: string): string {
  return page(
    'Грешка при плащането',
    `<h1 class="error">Плащането не може да започне</h1><p data-testid="epay-error">${escapeHtml(message)}</p>`,
  );
}

const outcomes = {
  PAID: 'Плащането е извършено.',
  DENIED: 'Плащането е отказано.',
  EXPIRED: 'Срокът за плащане изтече.',
} as const;

/** Shown when the request named no URL_OK / URL_CANCEL to go back to. */
export function resultPage(status: keyof typeof outcomes, invoice: string): string {
  return page(
    outcomes[status],
    `<h1 data-testid="epay-result">${outcomes[status]}</h1><p>Фактура № ${escapeHtml(invoice)}.</p>`,
  );
}

export function finishedPage(invoice: string): string {
  return page(
    'Плащането вече е приключено',
    `<h1 class="error">Плащането вече е приключено</h1><p data-testid="epay-error">Фактура № ${escapeHtml(invoice)} вече е платена, отказана или изтекла.</p>`,
  );
}

/** `GET /`: what this is, for a developer who opens the address from the start banner. */
export function indexPage(merchants: readonly { min: string; name: string; notifyUrl: string }[]): string {
  const rows = merchants
    .map(
      (m) =>
        `<li>${escapeHtml(m.name)} (КИН ${escapeHtml(m.min)}) → <code>${escapeHtml(m.notifyUrl)}</code></li>`,
    )
    .join('');
  return page(
    'Локален симулатор на ePay.bg',
    '<h1>Локален симулатор на ePay.bg</h1><p>Платформата изпраща тук плащанията с карта, с ePay.bg и ' +
      'кодовете за EasyPay. Изпратените известия: <a href="/dev/notifications">/dev/notifications</a>; ' +
      'заявките: <a href="/dev/bills">/dev/bills</a>.</p>' +
      `<h2>Търговци</h2>${rows ? `<ul>${rows}</ul>` : '<p>Още няма регистрирани търговци.</p>'}`,
  );
}
