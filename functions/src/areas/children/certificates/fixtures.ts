import { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';
import type { CertificateItem } from './items';

/** A certificate as issued, for the layout and document tests (a made-up child with a valid ЕГН). */
export function aCertificate(
  o: Partial<CertificateItem> = {},
  document: Partial<CertificateItem['document']> = {},
) {
  const item: CertificateItem = {
    id: 'c1',
    kindergartenId: 'kg1',
    kind: CertificateKind.Preschool,
    number: 7,
    periodId: 'p2026',
    issueDate: '2027-06-15',
    childId: 'child1',
    groupId: 'g1',
    issuedBy: 'u1',
    issuedAt: '2027-06-15T08:00:00.000Z',
    cancelled: false,
    cancelledAt: null,
    cancelledBy: null,
    ...o,
    document: {
      kindergartenName: 'ДГ № 12 „Слънце“',
      town: 'гр. Пловдив',
      municipality: 'Пловдив',
      region: 'Пловдив',
      firstName: 'Калина',
      middleName: 'Петрова',
      lastName: 'Иванова',
      identifierType: 0,
      identifier: '2047150010',
      birthDate: '2020-07-15',
      birthPlace: 'гр. Пловдив',
      gender: 2,
      groupName: 'IV ПГ група „Слънчогледи“',
      schoolYear: '2026/2027',
      directorName: 'Мария Стоянова',
      assessment: '',
      newInstitution: '',
      newInstitutionTown: '',
      relocationDate: '',
      ...document,
    },
  };
  return item;
}
