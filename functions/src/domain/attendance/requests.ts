import type { AbsenceType, RequestStatus } from '@gradina/shared';
import { queryAll, tenantPrefix } from '../../platform/db';

/**
 * The parents' absence requests and summer declarations as areas other than attendance read them (the home
 * page's summer head counts). The attendance area writes them (docs/areas/attendance-requests.md); they are
 * listed by school year on GSI1 under `KG#<kg>#ATTREQ#<year>`, sorted `<absenceType>#<fromDate>#<id>`.
 */
export const requestsList = 'ATTREQ';

/** What a request and a medical notice on the child's partition both hold: the child, its group, the period. */
export interface ChildPeriodItem {
  id: string;
  kindergartenId: string;
  childId: string;
  studentName: string;
  groupId: string;
  groupName: string;
  fromDate: string;
  toDate: string;
  schoolYear: number;
  createdBy: string;
  createdByName: string;
  createdAt: string;
}

export interface RequestItem extends ChildPeriodItem {
  type: 'AttendanceRequest';
  absenceType: AbsenceType;
  status: RequestStatus;
  /** Family reason: its working days; summer: the working days of the weeks declared. */
  days: string[];
  attendingWeeks: string[];
  reason: string | null;
  decisionComment: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** A school year's requests of one kind, by start date (one Query of GSI1). */
export const requestsOfSchoolYear = (kindergartenId: string, schoolYear: number, absenceType?: number) =>
  queryAll<RequestItem>({
    index: 'GSI1',
    partition: `${tenantPrefix(kindergartenId)}#${requestsList}#${schoolYear}`,
    ...(absenceType !== undefined ? { beginsWith: `${absenceType}#` } : {}),
  });
