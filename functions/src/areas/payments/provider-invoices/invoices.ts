import { formatDateDigits } from '@gradina/shared/format-dates';
import {
  type InvoiceDirection,
  noVatReasonDefault,
  type Party,
} from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { sofiaToday } from '../../../platform/clock';
import { badRequest, conflict } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { invoiceSettings } from '../cash/settings';
import { dependentsOp, nextNumberOf, type Series, type SettlementItem, saveNumbered } from './items';
import { requireProtocol, requireProvider } from './preparation';
import { newDocument } from './protocols';
import { invoiceNumber, invoiceSums } from './rules';

/**
 * Invoices to or from a provider. The kindergarten's invoices take the number series of its invoicing
 * settings (the `invoice` document type); a provider's invoices a series of their own in the kindergarten.
 * A number is given in the invoice's transaction (counter moved from the value read, the number's marker put
 * once): no gaps, never twice. Cancelling keeps the number.
 */

export const seriesOf = (direction: InvoiceDirection, providerId: string): Series =>
  direction === 'toProvider' ? 'invoice' : `invoice#${providerId}`;

async function partiesOf(
  session: TenantRouteSession,
  direction: InvoiceDirection,
  providerId: string,
  at = '',
) {
  const [settings, provider] = await Promise.all([invoiceSettings(session), requireProvider(providerId, at)]);
  const kindergarten: Party = {
    name: settings.legalName,
    eik: settings.eik,
    address: settings.address,
    accountablePerson: settings.accountablePerson,
  };
  const other: Party = {
    name: provider.name,
    eik: provider.eik,
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
    throw badRequest(message, [{ field: 'query.providerId', message }]);
  }
  const series = seriesOf(q.direction, providerId);
  const [{ provider, supplier, recipient }, next] = await Promise.all([
    partiesOf(session, q.direction, providerId, 'query.'),
    nextNumberOf(session.kindergartenId, series),
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
    nextNumber: invoiceNumber(next),
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
    throw badRequest(message, [{ field: 'protocolId', message }]);
  }
  if (protocol && protocol.providerId !== body.providerId) {
    const message = 'Полето "Протокол": протоколът е с друг доставчик.';
    throw badRequest(message, [{ field: 'protocolId', message }]);
  }
  const { provider, supplier, recipient } = await partiesOf(session, body.direction, body.providerId);
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
    },
  });
  const extra = protocol ? [dependentsOp(session.kindergartenId, protocol.id, 1)] : [];
  const outcome = await saveNumbered((number) => ({ ...item, number }), extra);
  if (!outcome.saved)
    throw conflict(
      outcome.failed.length
        ? 'Протоколът беше изтрит междувременно.'
        : 'Номерът не можа да бъде даден. Опитайте отново.',
    );
  return saved(item.id);
}
