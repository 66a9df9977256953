import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentMethod } from '../../shared/src/enums';
import { amountInWords, formatCents } from '../../shared/src/money-words';
import { aCashProvider } from '../support/activities/cash';
import { november, settlementWorld } from '../support/activities/settlement-world';
import { api, download } from '../support/api';
import { pdfText } from '../support/documents';

/**
 * The settlements with the providers: a protocol of a provider's payments of a period (each payment in one
 * protocol only, also when two saves race), its PDF and annex adding up to the cent, and invoices with gapless
 * numbers (a cancelled one keeps its number). Expense cash vouchers and who may settle: payments-cash-vouchers.
 */

const { world, period, aProviderWithActivities, aPaidFee, prepare, saveProtocol, remove } = settlementWorld();

const summary = async (id: unknown) =>
  (await api(world.kg.director, 'payments.settlementSummary', { path: { id: String(id) } })).body;
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
    const preview = await download(world.kg.director, 'payments.protocolPreview', {
      query: period(provider.id),
    });
    expect(preview.status).toBe(200);
    expect(await pdfText(preview.bytes)).toContain('ПРОЕКТ');

    const id = String((await saveProtocol(provider.id)).body.entityId);
    const doc = await summary(id);
    const collected = sum(doc.lines.map((l) => l.amountCents));
    const due = sum(doc.lines.map((l) => l.dueCents));
    expect(doc.totalCents).toBe(collected);

    const pdf = await download(world.kg.director, 'payments.protocolExport', { path: { protocolId: id } });
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

    const annex = await download(world.kg.director, 'payments.protocolAnnexExport', {
      path: { protocolId: id },
    });
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
      saveProtocol(provider.id, november, world.administrator),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(refused.error?.errorMessage).toMatch(/друг документ/);
    const list = await api(world.kg.director, 'payments.settlementsOverview', {
      query: { kindergartenId: world.kg.id, kind: 'protocol', providerId: provider.id },
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
    const tooMuch = await api(world.kg.director, 'payments.saveManualProtocol', {
      body: { ...body, kindergartenShareCents: 12001 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.error?.errors?.[0]?.field).toBe('kindergartenShareCents');
    const ok = await api(world.kg.director, 'payments.saveManualProtocol', {
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
      (await download(world.kg.director, 'payments.protocolExport', { path: { protocolId: id } })).bytes,
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
    const kind = await api(world.kg.director, 'payments.settlementsOverview', {
      query: { kindergartenId: world.kg.id, kind: 'receipt' as 'invoice' },
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
    const prep = await api(world.kg.director, 'payments.invoicePreparation', {
      query: { kindergartenId: world.kg.id, protocolId, direction: 'toProvider' },
    });
    expect(prep.status).toBe(200);
    expect(prep.body.recipient).toMatchObject({ name: provider.name, eik: provider.eik });
    expect(prep.body.supplier.name).toBe('ДГ „Слънце“');
    expect(prep.body.lines).toEqual([expect.objectContaining({ amountCents: 1000 })]);
    expect(prep.body.nextNumber).toMatch(/^\d{10}$/);

    const issue = () =>
      api(world.kg.director, 'payments.issueInvoice', {
        body: {
          kindergartenId: world.kg.id,
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
      (await download(world.kg.director, 'payments.invoiceExport', { path: { invoiceId: docs[0]!.id } }))
        .bytes,
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

    const blocked = await api(world.kg.director, 'payments.deleteSettlement', { path: { id: protocolId } });
    expect(blocked.status).toBe(409);
    expect(blocked.error?.errorMessage).toMatch(/^Протоколът не може да бъде изтрит/);

    for (const d of docs) expect(await remove(d.id)).toBe(200);
    expect(await summary(docs[0]!.id)).toMatchObject({ cancelled: true, number: docs[0]!.number });
    expect(await remove(docs[0]!.id)).toBe(409);
    const next = await api(world.kg.director, 'payments.invoicePreparation', {
      query: { kindergartenId: world.kg.id, protocolId, direction: 'toProvider' },
    });
    expect(Number(next.body.nextNumber)).toBe(numbers[1]! + 1);
    expect(await remove(protocolId)).toBe(200);
  });

  it('enters a provider’s invoice with its own number as printed, with VAT when asked', async () => {
    const { provider } = await aProviderWithActivities();
    const prep = await api(world.kg.director, 'payments.invoicePreparation', {
      query: { kindergartenId: world.kg.id, providerId: provider.id, direction: 'fromProvider' },
    });
    expect(prep.body).toMatchObject({ nextNumber: '', lines: [] });
    expect(prep.body.supplier).toMatchObject({ eik: provider.eik, vatNumber: null });
    const issued = await api(world.kg.director, 'payments.issueInvoice', {
      body: {
        kindergartenId: world.kg.id,
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
    const noLines = await api(world.kg.director, 'payments.issueInvoice', {
      body: {
        kindergartenId: world.kg.id,
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
