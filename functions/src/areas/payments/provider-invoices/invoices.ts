import { formatDateDigits } from '@gradina/shared/format-dates';
import type { InvoiceDirection, Party } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { noVatReasonDefault } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { vatNumberRefusal } from '../../../domain/payments/vat-number';
import { sofiaToday } from '../../../platform/clock';
import { badRequest, conflict, invalidField } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { invoiceSettings } from '../cash/settings';
import {
  earlierThanSeries,
  enteredNumberRefusal,
  issueDateWarning,
  vatChargedRefusal,
} from './invoice-rules';
import type { Series, SettlementItem } from './items';
import { dependentsOp, nextNumberOf, numbersOfSeries, saveEntered, saveNumbered } from './items';
import { requireProtocol, requireProvider } from './preparation';
import { newDocument } from './protocols';
import { invoiceNumber, invoiceSums } from './rules';

/**
 * Invoices to or from a provider; a number belongs to its issuer (issue #25). The kindergarten's invoices
 * take the number series of its invoicing settings (the `invoice` document type): a number is given in the
 * invoice's transaction (counter moved from the value read, the number's marker put once), no gaps, never
 * twice, and never dated before the number before it. A provider's invoice is entered with the number and
 * date printed on it: unique per provider, its date in order with the provider's other numbers. A
 * VAT-charged invoice needs the supplier's ИН по ЗДДС; one issued more than 5 days after its tax event is
 * saved with a warning naming ЗДДС чл. 113, ал. 4. Cancelling keeps the number.
 */

export const seriesOf = (direction: InvoiceDirection, providerId: string): Series =>
  direction === 'toProvider' ? 'invoice' : `invoice#${providerId}`;

async function partiesOf(
  session: TenantRouteSession,
  direction: InvoiceDirection,
  providerId: string,
  at = '',
  providerVatNumber: string | null = null,
) {
  const [settings, provider] = await Promise.all([invoiceSettings(session), requireProvider(providerId, at)]);
  const kindergarten: Party = {
    name: settings.legalName,
    eik: settings.eik,
    address: settings.address,
    accountablePerson: settings.accountablePerson,
    vatNumber: settings.vatNumber || null,
  };
  const other: Party = {
    name: provider.name,
    eik: provider.eik,
    vatNumber: providerVatNumber,
    address: provider.address ?? '',
    accountablePerson: provider.contactName ?? '',
  };
  return {
    provider,
    supplier: direction === 'toProvider' ? kindergarten : other,
    recipient: direction === 'toProvider' ? other : kindergarten,
  };
}

const periodText = (p: SettlementItem) =>
  p.fromDate && p.toDate ? ` за периода ${formatDateDigits(p.fromDate)} – ${formatDateDigits(p.toDate)}` : '';

/** The line an invoice made from a protocol starts with: the share, or what is due to the provider. */
export function protocolLine(direction: InvoiceDirection, protocol: SettlementItem) {
  return direction === 'toProvider'
    ? {
        description: `Дял на детската градина от събраните такси за допълнителни дейности${periodText(protocol)} по протокол № ${protocol.number}`,
        amountCents: protocol.kindergartenShareCents,
      }
    : {
        description: `Допълнителни дейности с деца${periodText(protocol)} по протокол № ${protocol.number}`,
        amountCents: protocol.providerDueCents,
      };
}

export async function invoicePreparation(
  session: TenantRouteSession,
  q: { direction: InvoiceDirection; providerId?: string | undefined; protocolId?: string | undefined },
) {
  const protocol = q.protocolId ? await requireProtocol(session.kindergartenId, q.protocolId) : undefined;
  const providerId = protocol?.providerId ?? q.providerId;
  if (!providerId) {
    const message = 'Полето "Доставчик" е задължително, когато фактурата не е по протокол.';
    throw invalidField('query.providerId', message);
  }
  const [{ provider, supplier, recipient }, next] = await Promise.all([
    partiesOf(session, q.direction, providerId, 'query.'),
    q.direction === 'toProvider' ? nextNumberOf(session.kindergartenId, 'invoice') : Promise.resolve(0),
  ]);
  const today = sofiaToday();
  const line = protocol ? protocolLine(q.direction, protocol) : undefined;
  return {
    direction: q.direction,
    providerId,
    providerName: provider.name,
    protocolId: protocol?.id ?? null,
    protocolNumber: protocol ? String(protocol.number) : null,
    supplier,
    recipient,
    nextNumber: q.direction === 'toProvider' ? invoiceNumber(next) : '',
    issueDate: today,
    taxEventDate: protocol?.toDate && protocol.toDate < today ? protocol.toDate : today,
    lines: line && line.amountCents > 0 ? [line] : [],
    vatPercent: 0,
    noVatReason: noVatReasonDefault,
  };
}

export interface InvoiceBody {
  direction: InvoiceDirection;
  providerId: string;
  /** A provider's invoice: its number as printed. */
  number?: string | undefined;
  providerVatNumber?: string | undefined;
  protocolId?: string | undefined;
  issueDate: string;
  taxEventDate: string;
  lines: { description: string; amountCents: number }[];
  vatPercent: 0 | 9 | 20;
  noVatReason?: string | undefined;
}

export async function issueInvoice(
  session: TenantRouteSession,
  body: InvoiceBody,
  protocol: SettlementItem | undefined,
) {
  if (protocol && protocol.kind !== 'protocol') {
    const message = 'Полето "Протокол" трябва да е протокол.';
    throw invalidField('protocolId', message);
  }
  if (protocol && protocol.providerId !== body.providerId) {
    const message = 'Полето "Протокол": протоколът е с друг доставчик.';
    throw invalidField('protocolId', message);
  }
  const fromProvider = body.direction === 'fromProvider';
  const entered = enteredNumber(body);
  const { provider, supplier, recipient } = await partiesOf(
    session,
    body.direction,
    body.providerId,
    '',
    body.providerVatNumber || null,
  );
  const refusal =
    (body.providerVatNumber
      ? vatNumberRefusal(
          body.providerVatNumber,
          provider.eik,
          'providerVatNumber',
          'ИН по ЗДДС на доставчика',
        )
      : null) ?? vatChargedRefusal(body.vatPercent, supplier, !fromProvider);
  if (refusal) throw badRequest(refusal.message, [refusal]);
  const warning = issueDateWarning(body.issueDate, body.taxEventDate);
  const sums = invoiceSums(body.lines, body.vatPercent);
  const item = newDocument(session, {
    kind: 'invoice',
    series: seriesOf(body.direction, body.providerId),
    date: body.issueDate,
    providerId: provider.id,
    providerName: provider.name,
    providerEik: provider.eik,
    totalCents: sums.totalCents,
    kindergartenShareCents: body.direction === 'toProvider' ? sums.totalCents : 0,
    providerDueCents: body.direction === 'fromProvider' ? sums.totalCents : 0,
    protocolId: protocol?.id ?? null,
    direction: body.direction,
    invoice: {
      supplier,
      recipient,
      taxEventDate: body.taxEventDate,
      lines: body.lines.map((l) => ({ description: l.description.trim(), amountCents: l.amountCents })),
      taxBaseCents: sums.taxBaseCents,
      vatPercent: body.vatPercent,
      vatCents: sums.vatCents,
      noVatReason: body.vatPercent === 0 ? body.noVatReason?.trim() || noVatReasonDefault : null,
      warnings: warning ? [warning] : [],
    },
  });
  const extra = protocol ? [dependentsOp(session.kindergartenId, protocol.id, 1)] : [];
  if (entered !== null) await saveProviderInvoice({ ...item, number: entered }, extra);
  else {
    const outcome = await saveNumbered((number) => ({ ...item, number }), extra);
    if (!outcome.saved && outcome.earlier) {
      const e = earlierThanSeries(outcome.earlier);
      throw badRequest(e.message, [e]);
    }
    if (!outcome.saved)
      throw conflict(
        outcome.failed.length ? protocolGone : 'Номерът не можа да бъде даден. Опитайте отново.',
      );
  }
  return { ...saved(item.id), warnings: warning ? [warning] : [] };
}

const protocolGone = 'Протоколът беше изтрит междувременно.';

/** A provider's invoice needs its printed number; the kindergarten's own get theirs from the series. */
function enteredNumber(body: InvoiceBody): number | null {
  if (body.direction === 'toProvider') {
    if (body.number === undefined) return null;
    const message =
      'Полето "Номер на фактурата" се попълва само за фактура от доставчик: фактурите на детската градина получават поредния номер от поредицата си.';
    throw invalidField('number', message);
  }
  if (body.number === undefined) {
    const message =
      'Полето "Номер на фактурата" е задължително: въведете номера, отпечатан на фактурата на доставчика.';
    throw invalidField('number', message);
  }
  return Number(body.number);
}

/** The provider's number, unique for it and in order with its dates, saved with its marker. */
async function saveProviderInvoice(item: SettlementItem, extra: Parameters<typeof saveEntered>[1]) {
  const known = await numbersOfSeries(item.kindergartenId, item.series);
  const refusal = enteredNumberRefusal(known, item.number, item.date);
  if (refusal?.field === 'number') throw conflict(refusal.message);
  if (refusal) throw badRequest(refusal.message, [refusal]);
  const outcome = await saveEntered(item, extra);
  if (outcome.saved) return;
  if (outcome.duplicate)
    throw conflict(
      enteredNumberRefusal([{ number: item.number, date: null }], item.number, item.date)!.message,
    );
  throw conflict(protocolGone);
}
