import { randomUUID } from 'node:crypto';
import type {
  QualificationActivity,
  qualificationBody,
} from '@gradina/shared/manifest/routes/books/qualification';
import { pick } from '@gradina/shared/record-fields';
import type { z } from 'zod';
import {
  getItem,
  getOrNotFound,
  keys,
  pageOf,
  putItem,
  queryAll,
  recordKey,
  requireVersion,
  tenantPrefix,
  transact,
  versionedPut,
} from '../../../platform/db';
import { removeStoredFiles } from '../../../platform/files/temp-files';
import { notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { claimScan, scanReply } from '../register/scans';

/**
 * The staff's qualification record: items `KG#<kg>#QUALIFICATION` / `ACTIVITY#<id>` (the record is one
 * Query), each with the staff member's name as it was when saved, and the certificate's scan in S3
 * (`books/<kg>/…`, PDF, DOCX, JPEG or PNG up to 10 MB).
 */

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#QUALIFICATION`;

export const qualificationKeys = {
  activity: recordKey<ActivityItem>((kindergartenId, id) => ({
    PK: partition(kindergartenId),
    SK: `ACTIVITY#${id}`,
  })),
};

export interface ActivityItem {
  id: string;
  kindergartenId: string;
  staffId: string;
  staffName: string;
  topic: string;
  organiser: string;
  form: number;
  fromDate: string;
  toDate: string;
  hours: number;
  credits: number;
  certificateNumber: string;
  file: { fileName: string; contentType: string; size: number; s3Key: string } | null;
  version: number;
  createdBy: string;
  modifiedBy: string;
}

const activityNotFound = 'Квалификацията не е намерена.';

export const activityView = (a: ActivityItem): QualificationActivity => ({
  ...pick(a, 'id', 'staffId', 'staffName', 'topic', 'organiser', 'form', 'fromDate', 'toDate'),
  ...pick(a, 'hours', 'credits', 'certificateNumber', 'version'),
  file: a.file ? pick(a.file, 'fileName', 'contentType', 'size') : null,
});

/** The record, newest first, of one staff member or all, for trainings ending in a period; with the totals. */
export async function qualificationRecord(
  session: TenantRouteSession,
  q: { staffId?: string; fromDate?: string; toDate?: string; PageNumber?: number; PageSize?: number },
) {
  const items = await queryAll<ActivityItem>({
    partition: partition(session.kindergartenId),
    beginsWith: 'ACTIVITY#',
  });
  const rows = items
    .filter((a) => !q.staffId || a.staffId === q.staffId)
    .filter((a) => (!q.fromDate || a.toDate >= q.fromDate) && (!q.toDate || a.toDate <= q.toDate))
    .sort((a, b) => b.toDate.localeCompare(a.toDate) || a.staffName.localeCompare(b.staffName, 'bg'));
  return {
    ...pageOf(rows.map(activityView), q.PageNumber, q.PageSize ?? 50),
    totalHours: rows.reduce((n, a) => n + a.hours, 0),
    totalCredits: rows.reduce((n, a) => n + a.credits, 0),
  };
}

const activityOf = (session: TenantRouteSession, id: string) =>
  getOrNotFound<ActivityItem>(qualificationKeys.activity(session.kindergartenId, id), activityNotFound);

export const qualification = async (session: TenantRouteSession, id: string) =>
  activityView(await activityOf(session, id));

export async function saveQualification(
  session: TenantRouteSession,
  body: z.infer<typeof qualificationBody>,
  existing: ActivityItem | undefined,
) {
  const kg = session.kindergartenId;
  const expected = body.id ? requireVersion(body.version) : 0;
  // The request kit checked the staff member exists in the kindergarten; the record keeps their name.
  const staff = await getItem<{ firstName: string; lastName: string }>(keys.staffMember(kg, body.staffId), {
    attributes: ['firstName', 'lastName'],
  });
  const file = body.file ? await claimScan(session, body.file, 'Удостоверение') : undefined;
  const item: ActivityItem = {
    id: body.id ?? randomUUID(),
    kindergartenId: kg,
    staffId: body.staffId,
    staffName: staff ? `${staff.firstName} ${staff.lastName}` : (existing?.staffName ?? ''),
    topic: body.topic,
    organiser: body.organiser ?? '',
    form: body.form,
    fromDate: body.fromDate,
    toDate: body.toDate,
    hours: body.hours,
    credits: body.credits,
    certificateNumber: body.certificateNumber ?? '',
    file: file ?? existing?.file ?? null,
    version: expected + 1,
    createdBy: existing?.createdBy ?? session.userId,
    modifiedBy: session.userId,
  };
  const stored = { ...item, ...qualificationKeys.activity(kg, item.id), type: 'QualificationActivity' };
  if (expected === 0) await putItem(stored, { absent: true });
  else await versionedPut(stored, { expected, missing: () => notFound(activityNotFound) });
  // A new certificate replaces the old scan.
  if (file && existing?.file) await removeStoredFiles([existing.file.s3Key]);
  return saved(item.id);
}

export async function deleteQualification(session: TenantRouteSession, item: ActivityItem) {
  await transact(
    [{ delete: qualificationKeys.activity(session.kindergartenId, item.id), condition: { exists: true } }],
    activityNotFound,
  );
  if (item.file) await removeStoredFiles([item.file.s3Key]);
  return saved(item.id);
}

export async function qualificationCertificate(session: TenantRouteSession, id: string) {
  const item = await activityOf(session, id);
  if (!item.file) throw notFound('Квалификацията няма качено удостоверение.');
  return scanReply(item.file);
}
