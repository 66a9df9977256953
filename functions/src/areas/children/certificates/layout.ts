import { Gender } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';
import type { CertificateItem, CertificateSnapshot } from './items';

/**
 * The certificates' texts in the official layout, as blocks both renderers (PDF and DOCX) draw the same way:
 * the wording lives here once, and the unit tests read it without rendering.
 */

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'title'; text: string }
  | { kind: 'center'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'table'; header: string[]; rows: string[][]; widths: number[] }
  | { kind: 'signature'; label: string; name: string };

export interface DocumentLayout {
  /** The document's title (file properties) and the base of its file name. */
  title: string;
  blocks: Block[];
}

/** A missing fact prints as a line to fill in by hand, as on the paper form. */
const blank = '………………………';
const orBlank = (value: string | undefined) => (value?.trim() ? value.trim() : blank);

/** DD.MM.YYYY from an ISO date; a line to fill in when there is none. */
export const bgDate = (iso: string) => (iso ? formatDateDigits(iso) : blank);

export const childFullName = (d: Pick<CertificateSnapshot, 'firstName' | 'middleName' | 'lastName'>) =>
  [d.firstName, d.middleName, d.lastName].filter((p) => p?.trim()).join(' ');

/** "12/2026-2027": the number in its school year's series, as registers write it. */
export const registrationNumber = (
  c: Pick<CertificateItem, 'number'> & { document: { schoolYear: string } },
) => `${c.number}/${c.document.schoolYear.replace('/', '-')}`;

const identifierLabel = (type: number) => (type === 0 ? 'ЕГН' : type === 1 ? 'ЛНЧ' : 'Личен номер');
const born = (d: CertificateSnapshot) => (d.gender === Gender.Female ? 'родена' : 'роден');

/** The kindergarten's heading: name, settlement, municipality, region (the form's first lines). */
function institutionBlocks(d: CertificateSnapshot): Block[] {
  return [
    { kind: 'heading', text: 'РЕПУБЛИКА БЪЛГАРИЯ' },
    { kind: 'heading', text: 'МИНИСТЕРСТВО НА ОБРАЗОВАНИЕТО И НАУКАТА' },
    { kind: 'field', label: 'Детска градина', value: orBlank(d.kindergartenName) },
    { kind: 'field', label: 'Населено място', value: orBlank(d.town) },
    { kind: 'field', label: 'Община', value: orBlank(d.municipality) },
    { kind: 'field', label: 'Област', value: orBlank(d.region) },
  ];
}

function childBlocks(d: CertificateSnapshot): Block[] {
  return [
    { kind: 'field', label: 'Име, презиме и фамилия на детето', value: orBlank(childFullName(d)) },
    { kind: 'field', label: identifierLabel(d.identifierType), value: orBlank(d.identifier) },
    {
      kind: 'field',
      label: `Дата и място на раждане`,
      value: `${bgDate(d.birthDate)}, ${orBlank(d.birthPlace)}`,
    },
  ];
}

const director = (d: CertificateSnapshot): Block => ({
  kind: 'signature',
  label: 'Директор',
  name: d.directorName ? `${d.directorName} (подпис и печат)` : `${blank} (подпис и печат)`,
});

/** The words certifying readiness for school when the director writes no assessment of their own. */
export const defaultAssessment =
  'Детето е постигнало компетентностите, определени в държавния образователен стандарт за предучилищното образование, и е готово за постъпване в първи клас.';

/** Удостоверение за завършено задължително предучилищно образование (the МОН form). */
export function preschoolCertificateLayout(c: CertificateItem): DocumentLayout {
  const d = c.document;
  const finished = d.gender === Gender.Female ? 'е завършила' : 'е завършил';
  return {
    title: `Удостоверение за предучилищно образование ${registrationNumber(c)} - ${childFullName(d)}`,
    blocks: [
      ...institutionBlocks(d),
      { kind: 'title', text: 'УДОСТОВЕРЕНИЕ' },
      { kind: 'center', text: 'за завършено задължително предучилищно образование' },
      { kind: 'center', text: `Рег. № ${registrationNumber(c)} от ${bgDate(c.issueDate)} г.` },
      ...childBlocks(d),
      {
        kind: 'paragraph',
        text: `${childFullName(d)}, ${born(d)} на ${bgDate(d.birthDate)} г., ${finished} задължителното предучилищно образование в ${orBlank(d.groupName)} през учебната ${d.schoolYear} година.`,
      },
      { kind: 'field', label: 'Оценка на готовността за училище', value: d.assessment || defaultAssessment },
      ...(d.results ? [{ kind: 'paragraph' as const, text: d.results }] : []),
      ...(c.cancelled ? [{ kind: 'paragraph' as const, text: 'АНУЛИРАНО' }] : []),
      { kind: 'field', label: 'Дата на издаване', value: `${bgDate(c.issueDate)} г.` },
      director(d),
    ],
  };
}

/** Удостоверение за преместване: the child leaves for another kindergarten or school. */
export function relocationCertificateLayout(c: CertificateItem): DocumentLayout {
  const d = c.document;
  const attended = d.gender === Gender.Female ? 'посещавала' : 'посещавал';
  const where = d.newInstitutionTown ? `${d.newInstitution}, ${d.newInstitutionTown}` : d.newInstitution;
  return {
    title: `Удостоверение за преместване ${registrationNumber(c)} - ${childFullName(d)}`,
    blocks: [
      ...institutionBlocks(d),
      { kind: 'title', text: 'УДОСТОВЕРЕНИЕ ЗА ПРЕМЕСТВАНЕ' },
      { kind: 'center', text: `Рег. № ${registrationNumber(c)} от ${bgDate(c.issueDate)} г.` },
      ...childBlocks(d),
      {
        kind: 'paragraph',
        text: `${childFullName(d)}, ${born(d)} на ${bgDate(d.birthDate)} г., ${attended} ${orBlank(d.groupName)} през учебната ${d.schoolYear} година, се премества в ${orBlank(where)}, считано от ${bgDate(d.relocationDate)} г.`,
      },
      { kind: 'field', label: 'Приемаща институция', value: orBlank(where) },
      { kind: 'field', label: 'Дата на издаване', value: `${bgDate(c.issueDate)} г.` },
      director(d),
    ],
  };
}

/** Разписка: the parent signs that they received the child's certificate. */
export function receiptLayout(c: CertificateItem): DocumentLayout {
  const d = c.document;
  const what =
    c.kind === CertificateKind.Preschool
      ? 'удостоверение за завършено задължително предучилищно образование'
      : 'удостоверение за преместване';
  return {
    title: `Разписка за удостоверение ${registrationNumber(c)} - ${childFullName(d)}`,
    blocks: [
      { kind: 'field', label: 'Детска градина', value: orBlank(d.kindergartenName) },
      { kind: 'title', text: 'РАЗПИСКА' },
      {
        kind: 'paragraph',
        text: `Долуподписаният(ата) ${blank}, родител (настойник) на ${childFullName(d)} от ${orBlank(d.groupName)}, получих ${what} с рег. № ${registrationNumber(c)} от ${bgDate(c.issueDate)} г.`,
      },
      { kind: 'signature', label: 'Получил', name: `${blank} (подпис)` },
      { kind: 'signature', label: 'Предал', name: `${blank} (подпис)` },
    ],
  };
}

/** Общ протокол: a group's preschool certificates by number, with the receiving parent's signature. */
export function commonProtocolLayout(
  group: { name: string; schoolYear: string; kindergartenName: string; directorName: string },
  certificates: readonly CertificateItem[],
): DocumentLayout {
  const rows = certificates.map((c, i) => [
    String(i + 1),
    registrationNumber(c),
    bgDate(c.issueDate),
    childFullName(c.document),
    c.document.identifier,
    c.cancelled ? 'анулирано' : '',
  ]);
  return {
    title: `Общ протокол - ${group.name} - ${group.schoolYear}`,
    blocks: [
      { kind: 'field', label: 'Детска градина', value: orBlank(group.kindergartenName) },
      { kind: 'title', text: 'ОБЩ ПРОТОКОЛ' },
      {
        kind: 'center',
        text: `за издадените удостоверения за завършено задължително предучилищно образование на ${group.name}, учебна ${group.schoolYear} година`,
      },
      {
        kind: 'table',
        header: ['№', 'Рег. №', 'Дата', 'Име на детето', 'ЕГН/ЛНЧ', 'Получил (подпис)'],
        rows: rows.length > 0 ? rows : [['', '', '', 'Няма издадени удостоверения.', '', '']],
        widths: [5, 17, 14, 30, 16, 18],
      },
      {
        kind: 'signature',
        label: 'Директор',
        name: group.directorName ? `${group.directorName} (подпис и печат)` : `${blank} (подпис и печат)`,
      },
      { kind: 'signature', label: 'Учител', name: `${blank} (подпис)` },
    ],
  };
}

/** A file name without the characters file systems refuse. */
export const fileNameOf = (layout: DocumentLayout, extension: string) =>
  `${layout.title
    .replace(/[\\/:*?"<>|\r\n\t]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)}.${extension}`;
