import { beforeAll, describe, expect, it } from 'vitest';
import { aCashProvider, type CashProvider } from '../support/activities/cash';
import { api, download } from '../support/api';
import { pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Issue #25, point 7: invoice numbers belong to their issuer. The kindergarten's own series gives its
 * numbers (dates rising with them, moved forward only with a reason kept in the audit log); a provider's
 * invoice is entered with the number and date printed on it (unique per provider, in order with its other
 * numbers). A VAT-charged invoice needs the supplier's ИН по ЗДДС, printed on it; an issue date more than
 * 5 days after the tax event is saved with a warning naming ЗДДС чл. 113, ал. 4.
 */

let kg: GivenKindergarten;
let provider: CashProvider;

beforeAll(async () => {
  [kg, provider] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Фактура“' }),
    aCashProvider('„Спорт за деца“ ООД'),
  ]);
});

const line = { description: 'Дял от събраните такси', amountCents: 5000 };

const issue = (body: Record<string, unknown>) =>
  api(kg.director, 'payments.issueInvoice', {
    body: {
      kindergartenId: kg.id,
      direction: 'toProvider',
      providerId: provider.id,
      issueDate: '2026-11-20',
      taxEventDate: '2026-11-20',
      lines: [line],
      vatPercent: 0,
      ...body,
    },
  });

const fromProvider = (number: string, issueDate: string, o: Record<string, unknown> = {}) =>
  issue({ direction: 'fromProvider', number, issueDate, taxEventDate: issueDate, ...o });

const summary = async (id: unknown) =>
  (await api(kg.director, 'payments.settlementSummary', { path: { id: String(id) } })).body;

const settings = {
  legalName: 'ДГ „Фактура“',
  eik: '000471239',
  address: 'гр. Пловдив, ул. Липа 1',
  accountablePerson: 'Анна Колева',
  iban: '',
};

describe('the kindergarten’s own series', () => {
  it('refuses VAT without the kindergarten’s ИН по ЗДДС, then prints it once the settings have it', async () => {
    const noVatNumber = await issue({ vatPercent: 20 });
    expect(noVatNumber.status).toBe(400);
    expect(noVatNumber.error?.errors?.[0]?.field).toBe('vatPercent');
    expect(noVatNumber.error?.errorMessage).toContain('ИН по ЗДДС');

    const wrong = await api(kg.director, 'payments.saveInvoiceSettings', {
      body: { kindergartenId: kg.id, ...settings, vatNumber: 'BG123456789', version: 0 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.errors?.[0]?.field).toBe('vatNumber');
    const saved = await api(kg.director, 'payments.saveInvoiceSettings', {
      body: { kindergartenId: kg.id, ...settings, vatNumber: 'BG 000471239', version: 0 },
    });
    expect(saved.status).toBe(200);
    expect(
      (await api(kg.director, 'payments.invoiceSettings', { query: { kindergartenId: kg.id } })).body
        .vatNumber,
    ).toBe('BG000471239');

    const withVat = await issue({ vatPercent: 20 });
    expect(withVat.status).toBe(200);
    expect(withVat.body.warnings).toEqual([]);
    const doc = await summary(withVat.body.entityId);
    expect(doc.number).toBe('0000000001');
    expect(doc.invoice?.supplier.vatNumber).toBe('BG000471239');
    const text = await pdfText(
      (await download(kg.director, 'payments.invoiceExport', { path: { invoiceId: doc.id } })).bytes,
    );
    expect(text).toContain('ИН по ЗДДС: BG000471239');
    expect(text).toContain('ЕИК: 000471239');
  });

  it('warns of an issue date more than 5 days after the tax event, naming ЗДДС чл. 113, ал. 4', async () => {
    const late = await issue({ issueDate: '2026-11-27', taxEventDate: '2026-11-20' });
    expect(late.status).toBe(200);
    expect(late.body.warnings).toHaveLength(1);
    expect(late.body.warnings[0]).toContain('чл. 113, ал. 4 от ЗДДС');
    expect((await summary(late.body.entityId)).invoice?.warnings).toEqual(late.body.warnings);
    const inTime = await issue({ issueDate: '2026-11-27', taxEventDate: '2026-11-22' });
    expect(inTime.body.warnings).toEqual([]);
  });

  it('refuses a date before the previous number’s, and an entered number, keeping the series whole', async () => {
    const earlier = await issue({ issueDate: '2026-11-26' });
    expect(earlier.status).toBe(400);
    expect(earlier.error?.errors?.[0]?.field).toBe('issueDate');
    expect(earlier.error?.errorMessage).toContain('27.11.2026');
    const entered = await issue({ issueDate: '2026-11-28', number: '77' });
    expect(entered.status).toBe(400);
    expect(entered.error?.errors?.[0]?.field).toBe('number');
    const next = await issue({ issueDate: '2026-11-28' });
    expect((await summary(next.body.entityId)).number).toBe('0000000004');
  });

  it('moves the series forward only with a reason, kept in the audit log', async () => {
    const types = await api(kg.director, 'payments.documentTypes', { query: { kindergartenId: kg.id } });
    const invoiceType = types.body.find((t) => t.id === 'invoice')!;
    expect(invoiceType.nextNumber).toBe(5);
    const move = (o: Record<string, unknown>) =>
      api(kg.director, 'payments.saveDocumentType', {
        body: {
          kindergartenId: kg.id,
          id: 'invoice',
          name: invoiceType.name,
          prefix: '',
          nextNumber: 101,
          version: invoiceType.version,
          ...o,
        },
      });
    const noReason = await move({});
    expect(noReason.status).toBe(400);
    expect(noReason.error?.errors?.[0]?.field).toBe('reason');
    const reason = 'Продължаване на номерацията от кочана на хартия';
    expect((await move({ reason })).status).toBe(200);
    const audit = await api(kg.director, 'identity.kindergartenAudit', {
      query: { kindergartenId: kg.id, event: 'payments.series-moved-forward' },
    });
    expect(audit.body.result[0]).toMatchObject({
      actorUserId: kg.director.id,
      details: { series: 'invoice', from: 5, to: 101, reason },
    });
    const next = await issue({ issueDate: '2026-11-28' });
    expect((await summary(next.body.entityId)).number).toBe('0000000101');
  });
});

describe('a provider’s invoices', () => {
  it('takes the provider’s number and date as printed: unique, in order, with its ИН по ЗДДС for VAT', async () => {
    const noNumber = await issue({ direction: 'fromProvider' });
    expect(noNumber.status).toBe(400);
    expect(noNumber.error?.errors?.[0]?.field).toBe('number');

    const noVat = await fromProvider('2000000100', '2026-11-10', { vatPercent: 20 });
    expect(noVat.status).toBe(400);
    expect(noVat.error?.errors?.[0]?.field).toBe('providerVatNumber');
    const notTheirs = await fromProvider('2000000100', '2026-11-10', {
      vatPercent: 20,
      providerVatNumber: 'BG000000001',
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.error?.errors?.[0]?.field).toBe('providerVatNumber');

    const first = await fromProvider('2000000100', '2026-11-10', {
      vatPercent: 20,
      providerVatNumber: `BG${provider.eik}`,
    });
    expect(first.status).toBe(200);
    const doc = await summary(first.body.entityId);
    expect(doc).toMatchObject({ number: '2000000100', date: '2026-11-10', totalCents: 6000 });
    const text = await pdfText(
      (await download(kg.director, 'payments.invoiceExport', { path: { invoiceId: doc.id } })).bytes,
    );
    expect(text).toContain('2000000100');
    expect(text).toContain(`ИН по ЗДДС: BG${provider.eik}`);
    expect(text).toContain('Дата на издаване: 10.11.2026');

    const again = await fromProvider('2000000100', '2026-11-10');
    expect(again.status).toBe(409);
    expect(again.error?.errorMessage).toContain('2000000100');
    const lowerLater = await fromProvider('2000000090', '2026-11-12');
    expect(lowerLater.status).toBe(400);
    expect(lowerLater.error?.errors?.[0]?.field).toBe('issueDate');
    const higherEarlier = await fromProvider('2000000150', '2026-11-05');
    expect(higherEarlier.status).toBe(400);
    expect((await fromProvider('2000000090', '2026-11-08')).status).toBe(200);
    expect((await fromProvider('2000000150', '2026-11-15')).status).toBe(200);

    // The kindergarten's own series is not touched by a provider's numbers.
    const types = await api(kg.director, 'payments.documentTypes', { query: { kindergartenId: kg.id } });
    expect(types.body.find((t) => t.id === 'invoice')?.nextNumber).toBe(102);
  });
});
