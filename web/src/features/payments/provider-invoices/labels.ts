import type {
  InvoiceDirection,
  SettlementKind,
  SettlementRow,
} from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { formatDate } from '../../../ui/format/dates';

/** The settlements' words on screen. */

export const kindLabels: Record<SettlementKind, string> = {
  protocol: 'Протоколи',
  invoice: 'Фактури',
  voucher: 'Разходни касови ордери',
};

export const kindTitles: Record<SettlementKind, string> = {
  protocol: 'Приемо-предавателен протокол',
  invoice: 'Фактура',
  voucher: 'Разходен касов ордер',
};

export const directionLabels: Record<InvoiceDirection, string> = {
  toProvider: 'Към доставчика (дял на детската градина)',
  fromProvider: 'От доставчика (дължимото за услугите)',
};

export const periodText = (d: Pick<SettlementRow, 'fromDate' | 'toDate' | 'direction'>) =>
  d.fromDate && d.toDate
    ? `${formatDate(d.fromDate)} – ${formatDate(d.toDate)}`
    : d.direction === 'toProvider'
      ? 'към доставчика'
      : 'от доставчика';

export const statusText = (d: Pick<SettlementRow, 'kind' | 'cancelled' | 'manual'>) =>
  d.cancelled ? 'Анулирана' : d.manual ? 'Ръчна сума' : d.kind === 'invoice' ? 'Издадена' : 'Записан';

/** The first and last day of the month before `today` (`YYYY-MM-DD`): the period a settlement usually covers. */
export function lastMonth(today: string): { fromDate: string; toDate: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const last = new Date(Date.UTC(py, pm, 0)).getUTCDate();
  const mm = String(pm).padStart(2, '0');
  return { fromDate: `${py}-${mm}-01`, toDate: `${py}-${mm}-${String(last).padStart(2, '0')}` };
}
