import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod, Role } from '../../shared/src/enums';
import { amountInWords, formatCents } from '../../shared/src/money-words';
import { aCashProvider, type CashProvider } from '../support/activities/cash';
import type { PaidFeeOptions } from '../support/activities/settlements';
import * as settlements from '../support/activities/settlements';
import { api, download, type Principal } from '../support/api';
import { pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The settlements with the providers: a protocol of a provider's payments of a period (each payment in one
 * protocol only, also when two saves race), its PDF and annex adding up to the cent, invoices with gapless
 * numbers (a cancelled one keeps its number), expense cash vouchers, and who may do it.
 */

let kg: GivenKindergarten;
let other: GivenKindergarten;
let administrator: Principal;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Слънце“' })
      .group()
      .child()
      .parent()
      .child()
      .child()
      .teacher()
      .staff(Role.Administrator),
    given.kindergarten({ name: 'ДГ „Луна“' }).group().child(),
  ]);
  administrator = kg.staff[0]!;
});

const child = (i: number) => kg.children[i]!;

const aProviderWithActivities = (name?: string) => settlements.aProviderWithActivities(kg.id, name);
const aPaidFee = (
  provider: CashProvider,
  activityId: string,
  childIndex: number,
  month: string,
  cents: number,
  o: PaidFeeOptions = {},
) => settlements.aPaidFee(kg.id, administrator.id, provider, activityId, child(childIndex), month, cents, o);

const november = { fromDate: '2026-11-01', toDate: '2026-11-30' };
const period = (providerId: string, p = november) => ({ kindergartenId: kg.id, providerId, ...p });

const prepare = (providerId: string, p = november) =>
  api(kg.director, 'payments.protocolPreparation', { query: period(providerId, p) });
const saveProtocol = (providerId: string, p = november, user = kg.director) =>
  api(user, 'payments.saveProtocol', { body: { ...period(providerId, p), date: '2026-11-21' } });

const summary = async (id: unknown) =>
  (await api(kg.director, 'payments.settlementSummary', { path: { id: String(id) } })).body;
const remove = async (id: string) =>
  (await api(kg.director, 'payments.deleteSettlement', { path: { id } })).status;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('protocols', () => {
  it('prepares the provider’s paid payments of the period with each line’s share, and saves them once', async () => {
    const { provider, dance, english } = await aProviderWithActivities();
    const elsewhere = await aCashProvider('„Инглиш Кидс“ ООД');
    await aPaidFee(provider, dance.id, 0, '2026-11', 4000);
    await aPaidFee(provider, dance.id, 1, '2026-11', 3333, { method: PaymentMethod.EPay, day: '2026-11-20' });
    // 4000 after a 20 % discount of 5000: the share is 20 % of the full price, 1000.
    await aPaidFee(provider, english.id, 2, '2026-11', 4000, {
      method: PaymentMethod.Bank,
      fee: { baseCents: 5000, discountPercent: 20, discountCents: 1000 },
    });
    await aPaidFee(provider, dance.id, 0, '2026-10', 4000, { day: '2026-10-30' });
    await aPaidFee(elsewhere, dance.id, 0, '2026-11', 2500);

    const prep = await prepare(provider.id);
    expect(prep.status).toBe(200);
    const p = prep.body;
    expect(p.lines).toHaveLength(3);
    expect(p.lines.map((l) => l.shareCents).sort((a, b) => a - b)).toEqual([333, 400, 1000]);
    expect(p).toMatchObject({ paymentsCount: 3, collectedCents: 11333, kindergartenShareCents: 1733 });
    expect(p.providerDueCents).toBe(11333 - 1733);
    expect(p.collectedCents).toBe(sum(p.lines.map((l) => l.amountCents)));
    expect(p.byMethod.map((m) => m.method)).toEqual([
      PaymentMethod.Bank,
      PaymentMethod.Cash,
      PaymentMethod.EPay,
    ]);

    const saved = await saveProtocol(provider.id);
    expect(saved.status).toBe(200);
    const after = await prepare(provider.id);
    expect(after.body).toMatchObject({ lines: [], alreadySettledCount: 3, collectedCents: 0 });
    const again = await saveProtocol(provider.id);
    // Everything of the period is in the saved protocol: a conflict with it, not an empty request.
    expect(again.status).toBe(409);
    expect(again.error?.errorMessage).toMatch(/друг документ/);

    const doc = await summary(saved.body.entityId);
    expect(doc).toMatchObject({ kind: 'protocol', totalCents: 11333, kindergartenShareCents: 1733 });
    expect(doc.lines).toHaveLength(3);
  });

  it('prints the protocol and its annex adding up to the cent, and a preview marked as a draft', async () => {
    const { provider, dance, english } = await aProviderWithActivities();
    for (const [i, cents] of [1999, 2501, 3333].entries())
      await aPaidFee(provider, i === 2 ? english.id : dance.id, i, '2026-11', cents);
    const preview = await download(kg.director, 'payments.protocolPreview', { query: period(provider.id) });
    expect(preview.status).toBe(200);
    expect(await pdfText(preview.bytes)).toContain('ПРОЕКТ');

    const id = String((await saveProtocol(provider.id)).body.entityId);
    const doc = await summary(id);
    const collected = sum(doc.lines.map((l) => l.amountCents));
    const due = sum(doc.lines.map((l) => l.dueCents));
    expect(doc.totalCents).toBe(collected);

    const pdf = await download(kg.director, 'payments.protocolExport', { path: { protocolId: id } });
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      'ПРИЕМО-ПРЕДАВАТЕЛЕН ПРОТОКОЛ',
      `№ ${doc.number} от 21.11.2026`,
      '01.11.2026 – 30.11.2026',
      `ЕИК ${provider.eik}`,
      `Събрана сума: ${formatCents(collected)}`,
      `Дължимо на доставчика: ${formatCents(due)}`,
      `Словом: ${amountInWords(due)}`,
    ])
      expect(text).toContain(expected);

    const annex = await download(kg.director, 'payments.protocolAnnexExport', { path: { protocolId: id } });
    const annexText = await pdfText(annex.bytes);
    expect(annexText).toContain('Приложение № 1');
    expect(annexText).toContain(
      `Общо: ${formatCents(collected)}, от които за доставчика ${formatCents(due)}`,
    );
    for (const l of doc.lines) expect(annexText).toContain(l.childName);
  });

  it('lets exactly one of two saves of the same period at once succeed, and counts no payment twice', async () => {
    const { provider, dance } = await aProviderWithActivities();
    for (const i of [0, 1, 2]) await aPaidFee(provider, dance.id, i, '2026-11', 3000 + i);
    const replies = await Promise.all([
      saveProtocol(provider.id),
      saveProtocol(provider.id, november, administrator),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(refused.error?.errorMessage).toMatch(/друг документ/);
    const list = await api(kg.director, 'payments.settlementsOverview', {
      query: { kindergartenId: kg.id, kind: 'protocol', providerId: provider.id },
    });
    expect(list.body.rowsCount).toBe(1);
    expect(list.body.result[0]!.totalCents).toBe(9003);
  });

  it('claims a long list in chunks, and a racing save still fails cleanly', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await Promise.all(
      Array.from({ length: 96 }, (_, i) =>
        aPaidFee(provider, `${dance.id}`, i % 3, `2026-${String((i % 9) + 1).padStart(2, '0')}`, 1000 + i, {
          fee: { activityId: dance.id, id: randomUUID().replaceAll('-', '') },
        }),
      ),
    );
    const replies = await Promise.all([saveProtocol(provider.id), saveProtocol(provider.id)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const id = String(replies.find((r) => r.status === 200)!.body.entityId);
    const doc = await summary(id);
    expect(new Set(doc.lines.map((l) => l.paymentId)).size).toBe(96);
    expect(doc.totalCents).toBe(sum(Array.from({ length: 96 }, (_, i) => 1000 + i)));
    expect((await prepare(provider.id)).body.alreadySettledCount).toBe(96);
    // Deleting it gives every payment back.
    expect(await remove(id)).toBe(200);
    expect((await prepare(provider.id)).body.lines).toHaveLength(96);
  });

  it('saves a protocol with a manual amount and a reason, and refuses a share above the amount', async () => {
    const { provider } = await aProviderWithActivities();
    const body = { ...period(provider.id), date: '2026-11-21', amountCents: 12000, reason: 'Споразумение' };
    const tooMuch = await api(kg.director, 'payments.saveManualProtocol', {
      body: { ...body, kindergartenShareCents: 12001 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.error?.errors?.[0]?.field).toBe('kindergartenShareCents');
    const ok = await api(kg.director, 'payments.saveManualProtocol', {
      body: { ...body, kindergartenShareCents: 1200 },
    });
    expect(ok.status).toBe(200);
    const id = String(ok.body.entityId);
    const doc = await summary(id);
    expect(doc).toMatchObject({
      manual: true,
      reason: 'Споразумение',
      totalCents: 12000,
      providerDueCents: 10800,
    });
    const text = await pdfText(
      (await download(kg.director, 'payments.protocolExport', { path: { protocolId: id } })).bytes,
    );
    expect(text).toContain('Основание: Споразумение');
    expect(text).toContain(`Събрана сума: ${formatCents(12000)}`);
  });

  it('refuses a period ending before it starts, a year and more, and an unknown kind', async () => {
    const { provider } = await aProviderWithActivities();
    const back = await prepare(provider.id, { fromDate: '2026-11-30', toDate: '2026-11-01' });
    expect(back.status).toBe(400);
    expect(back.error?.errors?.[0]?.field).toBe('query.toDate');
    const long = await prepare(provider.id, { fromDate: '2025-01-01', toDate: '2026-11-01' });
    expect(long.status).toBe(400);
    const kind = await api(kg.director, 'payments.settlementsOverview', {
      query: { kindergartenId: kg.id, kind: 'receipt' as 'invoice' },
    });
    expect(kind.status).toBe(400);
    expect(kind.error?.errors?.[0]?.field).toBe('query.kind');
    const unknown = await prepare(randomUUID());
    expect(unknown.status).toBe(400);
    expect(unknown.error?.errors?.[0]?.field).toBe('query.providerId');
  });
});

describe('invoices', () => {
  it('issues an invoice from a protocol with the next ten-digit number, prints it, cancels it keeping the number', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await aPaidFee(provider, dance.id, 0, '2026-11', 10000);
    const protocolId = String((await saveProtocol(provider.id)).body.entityId);
    const prep = await api(kg.director, 'payments.invoicePreparation', {
      query: { kindergartenId: kg.id, protocolId, direction: 'toProvider' },
    });
    expect(prep.status).toBe(200);
    expect(prep.body.recipient).toMatchObject({ name: provider.name, eik: provider.eik });
    expect(prep.body.supplier.name).toBe('ДГ „Слънце“');
    expect(prep.body.lines).toEqual([expect.objectContaining({ amountCents: 1000 })]);
    expect(prep.body.nextNumber).toMatch(/^\d{10}$/);

    const issue = () =>
      api(kg.director, 'payments.issueInvoice', {
        body: {
          kindergartenId: kg.id,
          direction: 'toProvider',
          providerId: provider.id,
          protocolId,
          issueDate: '2026-11-21',
          taxEventDate: '2026-11-30',
          lines: prep.body.lines,
          vatPercent: 0,
        },
      });
    const [a, b] = await Promise.all([issue(), issue()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const docs = await Promise.all([a, b].map((r) => summary(r.body.entityId)));
    const numbers = docs.map((d) => Number(d.number)).sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[0]).toBe(Number(prep.body.nextNumber));

    const text = await pdfText(
      (await download(kg.director, 'payments.invoiceExport', { path: { invoiceId: docs[0]!.id } })).bytes,
    );
    for (const expected of [
      'ФАКТУРА',
      docs[0]!.number,
      'Дата на издаване: 21.11.2026',
      'Дата на данъчното събитие: 30.11.2026',
      'Получател',
      'Доставчик',
      `ЕИК: ${provider.eik}`,
      'Не се начислява ДДС на основание чл. 113, ал. 9 от ЗДДС',
      `Сума за плащане ${formatCents(1000)}`,
      `Словом: ${amountInWords(1000)}`,
    ])
      expect(text).toContain(expected);

    const blocked = await api(kg.director, 'payments.deleteSettlement', { path: { id: protocolId } });
    expect(blocked.status).toBe(409);
    expect(blocked.error?.errorMessage).toMatch(/^Протоколът не може да бъде изтрит/);

    for (const d of docs) expect(await remove(d.id)).toBe(200);
    expect(await summary(docs[0]!.id)).toMatchObject({ cancelled: true, number: docs[0]!.number });
    expect(await remove(docs[0]!.id)).toBe(409);
    const next = await api(kg.director, 'payments.invoicePreparation', {
      query: { kindergartenId: kg.id, protocolId, direction: 'toProvider' },
    });
    expect(Number(next.body.nextNumber)).toBe(numbers[1]! + 1);
    expect(await remove(protocolId)).toBe(200);
  });

  it('enters a provider’s invoice with its own number as printed, with VAT when asked', async () => {
    const { provider } = await aProviderWithActivities();
    const prep = await api(kg.director, 'payments.invoicePreparation', {
      query: { kindergartenId: kg.id, providerId: provider.id, direction: 'fromProvider' },
    });
    expect(prep.body).toMatchObject({ nextNumber: '', lines: [] });
    expect(prep.body.supplier).toMatchObject({ eik: provider.eik, vatNumber: null });
    const issued = await api(kg.director, 'payments.issueInvoice', {
      body: {
        kindergartenId: kg.id,
        direction: 'fromProvider',
        providerId: provider.id,
        number: '1245',
        providerVatNumber: `BG${provider.eik}`,
        issueDate: '2026-11-21',
        taxEventDate: '2026-11-21',
        lines: [{ description: 'Уроци по танци', amountCents: 10000 }],
        vatPercent: 20,
      },
    });
    expect(issued.status).toBe(200);
    const doc = await summary(issued.body.entityId);
    expect(doc).toMatchObject({ number: '0000001245', totalCents: 12000 });
    expect(doc.invoice).toMatchObject({ taxBaseCents: 10000, vatCents: 2000, noVatReason: null });
    const noLines = await api(kg.director, 'payments.issueInvoice', {
      body: {
        kindergartenId: kg.id,
        direction: 'fromProvider',
        providerId: provider.id,
        issueDate: '2026-11-21',
        taxEventDate: '2026-11-21',
        lines: [],
        vatPercent: 0,
      },
    });
    expect(noLines.status).toBe(400);
    expect(noLines.error?.errors?.[0]?.field).toBe('lines');
  });
});

describe('expense cash vouchers', () => {
  it('hands over the provider’s cash once, prints it, blocks the protocol’s delete while it exists', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await aPaidFee(provider, dance.id, 0, '2026-11', 5000);
    await aPaidFee(provider, dance.id, 1, '2026-11', 3000, { method: PaymentMethod.EPay });
    const protocolId = String((await saveProtocol(provider.id)).body.entityId);
    const prep = await api(kg.director, 'payments.voucherPreparation', {
      query: { kindergartenId: kg.id, protocolId },
    });
    expect(prep.body).toMatchObject({ paymentsCount: 1, collectedCents: 5000, providerDueCents: 4500 });

    const body = {
      kindergartenId: kg.id,
      protocolId,
      date: '2026-11-21',
      recipientName: 'Мария Георгиева',
      recipientDocument: 'л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив',
      basis: 'Предаване на събрани такси',
      expectedTotalCents: 4500,
    };
    const noDocument = await api(kg.director, 'payments.saveVoucher', {
      body: { ...body, recipientDocument: ' ' },
    });
    expect(noDocument.status).toBe(400);
    expect(noDocument.error?.errors?.[0]?.field).toBe('recipientDocument');
    const saved = await api(kg.director, 'payments.saveVoucher', { body });
    expect(saved.status).toBe(200);
    const again = await api(kg.director, 'payments.saveVoucher', {
      body: { ...body, expectedTotalCents: undefined },
    });
    expect(again.status).toBe(409); // the cash is in the saved voucher already
    const id = String(saved.body.entityId);
    const text = await pdfText(
      (await download(kg.director, 'payments.voucherExport', { path: { id } })).bytes,
    );
    // Issue #25, point 8: the recipient and their identity document, the basis, the sum in figures and
    // words, and the four signature lines of a Bulgarian РКО.
    for (const expected of [
      'РАЗХОДЕН КАСОВ ОРДЕР',
      'Изплатете на: Мария Георгиева',
      'Документ за самоличност: л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив',
      'Основание: Предаване на събрани такси',
      `Сума: ${formatCents(4500)}`,
      `Словом: ${amountInWords(4500)}`,
      'Получател:',
      'Касиер:',
      'Главен счетоводител:',
      'Ръководител (директор):',
    ])
      expect(text).toContain(expected);
    expect(
      (await api(kg.director, 'payments.voucherSummary', { path: { id } })).body.voucher?.recipientDocument,
    ).toBe('л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив');
    const list = await api(kg.director, 'payments.vouchersOverview', {
      query: { kindergartenId: kg.id, providerId: provider.id },
    });
    expect(list.body.result.map((r) => r.id)).toEqual([id]);

    expect(await remove(protocolId)).toBe(409);
    expect((await api(kg.director, 'payments.deleteVoucher', { path: { id: protocolId } })).status).toBe(404);
    expect((await api(kg.director, 'payments.deleteVoucher', { path: { id } })).status).toBe(200);
    expect(await remove(protocolId)).toBe(200);
  });

  it('prepares by provider and period only the cash payments, naming what is missing', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await aPaidFee(provider, dance.id, 2, '2026-11', 2000);
    await aPaidFee(provider, dance.id, 2, '2026-11', 2000, { method: PaymentMethod.POS });
    const prep = await api(kg.director, 'payments.voucherPreparation', { query: period(provider.id) });
    expect(prep.body).toMatchObject({ paymentsCount: 1, collectedCents: 2000 });
    const missing = await api(kg.director, 'payments.voucherPreparation', {
      query: { kindergartenId: kg.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.error?.errors?.[0]?.field).toBe('query.providerId');
    const preview = await download(kg.director, 'payments.voucherPreview', { query: period(provider.id) });
    expect(await pdfText(preview.bytes)).toContain('ПРОЕКТ');
  });
});

const requests = (reply: { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

describe('requests per route (docs/areas/provider-invoices.md)', () => {
  it('reads a month’s preparation in 6 requests, the overview in one Query a kind, a document in one', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await aPaidFee(provider, dance.id, 1, '2026-11', 2200);
    // The provider, three months of payments, the claims, the activities.
    expect(requests(await prepare(provider.id))).toBe(6);
    const id = String((await saveProtocol(provider.id)).body.entityId);
    const query = { kindergartenId: kg.id };
    expect(
      requests(
        await api(kg.director, 'payments.settlementsOverview', { query: { ...query, kind: 'protocol' } }),
      ),
    ).toBe(1);
    expect(requests(await api(kg.director, 'payments.settlementsOverview', { query }))).toBe(3);
    expect(requests(await api(kg.director, 'payments.settlementSummary', { path: { id } }))).toBe(1);
  });
});

describe('who may settle', () => {
  it('refuses teachers and parents, and another kindergarten does not see the documents', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await aPaidFee(provider, dance.id, 0, '2026-11', 1500);
    const id = String((await saveProtocol(provider.id)).body.entityId);
    const query = { kindergartenId: kg.id };
    expect((await api(kg.teacher, 'payments.settlementsOverview', { query })).status).toBe(403);
    expect((await api(kg.parent, 'payments.settlementsOverview', { query })).status).toBe(403);
    expect((await api(administrator, 'payments.settlementsOverview', { query })).status).toBe(200);
    expect((await api(other.director, 'payments.settlementSummary', { path: { id } })).status).toBe(404);
    expect((await api(other.director, 'payments.deleteSettlement', { path: { id } })).status).toBe(404);
    expect(
      (
        await api(kg.teacher, 'payments.saveProtocol', {
          body: { ...period(provider.id), date: '2026-11-21' },
        })
      ).status,
    ).toBe(403);
  });
});
