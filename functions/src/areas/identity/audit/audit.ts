import type { identityAuditRoutes as manifest } from '@gradina/shared/manifest/routes/identity/audit';
import { orNull, pick } from '@gradina/shared/record-fields';
import type { AuditEvent } from '../../../platform/audit/audit';
import { now, sofiaToday } from '../../../platform/clock';
import { keys, pageOf, queryAll } from '../../../platform/db';
import type { AreaImplementations } from '../../../platform/http/area-handler';

interface AuditRow {
  id: string;
  at: string;
  event: AuditEvent;
  kindergartenId: string | null;
  actorUserId: string | null;
  subjectUserId: string | null;
  details: Record<string, string | number | boolean | null>;
}

const attributes = ['id', 'at', 'event', 'kindergartenId', 'actorUserId', 'subjectUserId', 'details'];

/** The instant a Sofia calendar day starts (the kindergartens' day, whatever the season's offset). */
export function sofiaDayStart(date: string): string {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Sofia', timeZoneName: 'longOffset' })
    .formatToParts(noonUtc)
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  const [sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(offset)?.slice(1) ?? ['+', '00', '00'];
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(Date.parse(`${date}T00:00:00Z`) - offsetMs).toISOString();
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A partition of audit items, newest first, within [from, to) and of one event when asked. Audit partitions
 * stay small (security events are rare, and TTL removes them after two years), so the page is cut from the
 * whole range and rowsCount is exact.
 */
async function readAudit(
  partition: string,
  range: { from: string; to: string },
  filters: { event?: AuditEvent; kindergartenId?: string },
  page: { PageNumber?: number; PageSize?: number },
) {
  const equals = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  const rows = await queryAll<AuditRow>({
    partition,
    between: [range.from, range.to],
    ...(Object.keys(equals).length > 0 ? { filter: { equals } } : {}),
    attributes,
    descending: true,
  });
  const result = rows.map((r) => ({
    ...pick(r, 'id', 'at', 'event'),
    ...orNull(r, 'kindergartenId', 'actorUserId', 'subjectUserId'),
    details: r.details ?? {},
  }));
  return pageOf(result, page.PageNumber ?? 1, page.PageSize ?? 50);
}

/** The current Sofia month as YYYY-MM. */
const thisMonth = () => sofiaToday(now()).slice(0, 7);

/** The security audit: a kindergarten's own events for its director, every event by month for the Master. */
export const auditRoutes: AreaImplementations<(typeof manifest)[number]['id']> = {
  'identity.kindergartenAudit': async ({ session, query }) => {
    const { kindergartenId } = session;
    // Sort keys start with an ISO instant: '0' sorts before every one of them, '~' after.
    const from = query.from ? sofiaDayStart(query.from) : '0';
    const to = query.to ? sofiaDayStart(nextDay(query.to)) : '~';
    return readAudit(
      keys.auditOfKindergarten(kindergartenId).PK,
      { from, to },
      { event: query.event },
      query,
    );
  },
  'identity.platformAudit': async ({ query }) => {
    const month = query.month ?? thisMonth();
    return readAudit(
      keys.auditOfMonth(month).PK,
      { from: '0', to: '~' },
      { event: query.event, kindergartenId: query.kindergartenId },
      query,
    );
  },
};
