import { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';
import type { CertificateItem } from './items';
import { childFullName, registrationNumber } from './layout';

/** A certificate as the lists show it (the manifest's `certificate`). */
export const certificateRow = (c: CertificateItem) => ({
  id: c.id,
  relocationCertificateId: c.kind === CertificateKind.Relocation ? c.id : null,
  kind: c.kind,
  number: c.number,
  registrationNumber: registrationNumber(c),
  issueDate: c.issueDate,
  periodId: c.periodId,
  childId: c.childId,
  childName: childFullName(c.document),
  groupId: c.groupId,
  groupName: c.document.groupName,
  newInstitution: c.document.newInstitution,
  cancelled: c.cancelled,
  cancelledAt: c.cancelledAt,
});
