import { GroupAgeKinds, Role } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEgn } from '../../shared/src/egn';
import { CertificateKind } from '../../shared/src/manifest/routes/children/certificates';
import { api, download, type Principal } from '../support/api';
import { pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Certificates through the API: numbers per kindergarten and school year without gaps when several are
 * issued at once, cancelling keeps the number (never reused), a reprint is the same document, bad input
 * names its field, another kindergarten's child or group does not exist, and who may read and issue.
 */

let kg: GivenKindergarten;
let other: GivenKindergarten;
let pg: { id: string };
let pgChildren: { id: string; firstName: string; lastName: string }[];
let ownTeacher: Principal;
let otherTeacher: Principal;
const issueDate = '2027-06-15';

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Слънчице“' })
      .group({ ageKind: GroupAgeKinds.PGGroups, name: 'IV ПГ група „Звездичка“' })
      .teacher({ ofLastGroup: true })
      .parents(9)
      .group()
      .child()
      .teacher(),
    given.kindergarten({ name: 'ДГ „Луничка“' }).group({ ageKind: GroupAgeKinds.PGGroups }).child(),
  ]);
  pg = kg.groups[0]!;
  pgChildren = kg.children.filter((c) => c.groupId === pg.id);
  [ownTeacher, otherTeacher] = kg.teachers as [Principal, Principal];
});

const issue = (user: Principal, childIds: string[], extra: Record<string, unknown> = {}) =>
  api(user, 'children.issuePreschoolCertificates', {
    body: { kindergartenId: kg.id, classId: pg.id, childIds, issueDate, ...extra },
  });

const overview = (user: Principal, kind?: CertificateKind) =>
  api(user, 'children.certificates', { query: { kindergartenId: kg.id, kind, PageSize: 500 } });

const printPreschool = (user: Principal, certificateId: string, format: 'pdf' | 'docx' = 'pdf') =>
  download(user, 'children.preschoolCertificateFile', {
    body: { kindergartenId: kg.id, certificateId, format },
  });

describe('preschool certificates', () => {
  it('lists the preparatory group with its children and no certificates yet', async () => {
    const groups = await api(kg.director, 'children.preschoolCertificateGroups', {
      query: { kindergartenId: kg.id },
    });
    expect(groups.status).toBe(200);
    expect(groups.body).toEqual([
      { id: pg.id, name: 'IV ПГ група „Звездичка“', childrenCount: 9, issuedCount: 0 },
    ]);
  });

  it('numbers certificates issued at the same moment 1, 2, 3… without a gap or a repeat', async () => {
    const five = pgChildren.slice(0, 5);
    const replies = await Promise.all(five.map((c) => issue(kg.director, [c.id])));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const numbers = replies.flatMap((r) => r.body.certificates.map((c) => c.number)).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
  });

  it('issues the rest of the group at once, numbered on; a second time there is nobody left (409)', async () => {
    const rest = await api(kg.director, 'children.issueGroupPreschoolCertificates', {
      path: { classId: pg.id },
      body: { kindergartenId: kg.id, issueDate },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.certificates.map((c) => c.number)).toEqual([6, 7, 8, 9]);
    const again = await api(kg.director, 'children.issueGroupPreschoolCertificates', {
      path: { classId: pg.id },
      body: { kindergartenId: kg.id, issueDate },
    });
    expect(again.status).toBe(409);
    expect(again.error?.errorMessage).toMatch(/вече имат удостоверение/);
  });

  it('refuses a second valid certificate for the same child (409)', async () => {
    const twice = await issue(kg.director, [pgChildren[0]!.id]);
    expect(twice.status).toBe(409);
  });

  it('cancelling keeps the number, marked cancelled; the child’s new certificate takes the next number', async () => {
    const list = await overview(kg.director, CertificateKind.Preschool);
    const second = list.body.result.find((c) => c.number === 2)!;
    const cancelled = await api(kg.director, 'children.cancelCertificate', {
      query: { certificateId: second.id },
    });
    expect(cancelled.status).toBe(200);
    const after = await overview(kg.director, CertificateKind.Preschool);
    expect(after.body.result.map((c) => [c.number, c.cancelled])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [n, n === 2]),
    );
    const reissued = await issue(kg.director, [second.childId]);
    expect(reissued.status).toBe(200);
    expect(reissued.body.certificates[0]!.number).toBe(10);
    const again = await api(kg.director, 'children.cancelCertificate', {
      query: { certificateId: second.id },
    });
    expect(again.status).toBe(409);
    const print = await printPreschool(kg.director, second.id);
    expect(print.status).toBe(409);
  });

  it('prints the МОН form as PDF; a reprint is the same document with the same number', async () => {
    const first = (await overview(kg.director, CertificateKind.Preschool)).body.result[0]!;
    const pdf = await printPreschool(kg.director, first.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('за завършено задължително предучилищно образование');
    expect(text).toContain(`Рег. № 1/2026-2027 от 15.06.2027 г.`);
    expect(text).toContain('ДГ „Слънчице“');
    expect(text).toContain(first.childName);
    const reprint = await printPreschool(kg.director, first.id);
    expect(reprint.bytes.equals(pdf.bytes)).toBe(true);
    const docx = await printPreschool(kg.director, first.id, 'docx');
    expect(docx.headers.get('content-type')).toMatch(/wordprocessingml/);
  });

  it('the common protocol, the receipt and the НЕИСПУО data name the certificates by number', async () => {
    const first = (await overview(kg.director, CertificateKind.Preschool)).body.result[0]!;
    const protocol = await download(kg.director, 'children.preschoolCommonProtocol', {
      query: { kindergartenId: kg.id, classId: pg.id, format: 'pdf' },
    });
    const protocolText = await pdfText(protocol.bytes);
    expect(protocolText).toContain('ОБЩ ПРОТОКОЛ');
    expect(protocolText).toContain('10/2026-2027');
    expect(protocolText).toContain('анулирано');
    const receipt = await download(kg.director, 'children.preschoolApplicationReceipt', {
      query: { kindergartenId: kg.id, certificateId: first.id, format: 'pdf' },
    });
    expect(await pdfText(receipt.bytes)).toContain('рег. № 1/2026-2027');
    const neispuo = await api(kg.director, 'children.preschoolCertificateNeispuo', {
      query: { kindergartenId: kg.id },
    });
    expect(neispuo.body).toHaveLength(9);
    expect(neispuo.body[0]!.identifier).toMatch(/^\d{5}\*+$/);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ issueDate: '31.02.2027' }, 'issueDate'],
      [{ childIds: [] }, 'childIds'],
      [{ issueDate: '2010-01-01' }, 'issueDate'],
      [{ childIds: [kg.children.find((c) => c.groupId !== pg.id)!.id] }, 'childIds'],
    ];
    for (const [extra, field] of cases) {
      const reply = await issue(kg.director, [pgChildren[0]!.id], extra);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.error?.errors?.[0]?.field).toBe(field);
      expect(reply.error?.errorMessage).toMatch(/[а-я]/);
    }
    const notPreparatory = await api(kg.director, 'children.issuePreschoolCertificates', {
      body: {
        kindergartenId: kg.id,
        classId: kg.groups[1]!.id,
        childIds: [kg.children.at(-1)!.id],
        issueDate,
      },
    });
    expect(notPreparatory.status).toBe(400);
    expect(notPreparatory.error?.errors?.[0]?.field).toBe('classId');
    const badFormat = await api(kg.director, 'children.preschoolCertificateFile', {
      body: { kindergartenId: kg.id, certificateId: 'x', format: 'odt' as 'pdf' },
    });
    expect(badFormat.status).toBe(400);
    expect(badFormat.error?.errors?.[0]?.field).toBe('format');
  });

  it('another kindergarten’s group does not exist here (404); its child is refused naming the field (400)', async () => {
    const group = await api(kg.director, 'children.issuePreschoolCertificates', {
      body: { kindergartenId: kg.id, classId: other.group.id, childIds: [other.child.id], issueDate },
    });
    expect(group.status).toBe(404);
    // Issue #24, point 12: an id the body references must be the kindergarten's (the request kit's check).
    const child = await issue(kg.director, [other.child.id]);
    expect(child.status).toBe(400);
    expect(child.error?.errors?.[0]?.field).toBe('childIds');
    const children = await api(kg.director, 'children.preschoolCertificateChildren', {
      path: { classId: other.group.id },
      query: { kindergartenId: kg.id },
    });
    expect(children.status).toBe(404);
  });

  it('a teacher reads their groups’ certificates only, and neither prints nor issues; a parent sees nothing', async () => {
    const first = (await overview(kg.director, CertificateKind.Preschool)).body.result[0]!;
    const childrenAs = (teacher: Principal) =>
      api(teacher, 'children.preschoolCertificateChildren', {
        path: { classId: pg.id },
        query: { kindergartenId: kg.id },
      });
    const own = await childrenAs(ownTeacher);
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(9);
    expect((await overview(ownTeacher)).body.rowsCount).toBe(10);
    const notTheirs = await childrenAs(otherTeacher);
    expect(notTheirs.status).toBe(200);
    expect(notTheirs.body).toEqual([]);
    expect((await overview(otherTeacher)).body.rowsCount).toBe(0);
    expect((await printPreschool(ownTeacher, first.id)).status).toBe(403);
    expect((await issue(ownTeacher, [pgChildren[0]!.id])).status).toBe(403);
    expect(kg.parents[0]!.role).toBe(Role.Parent);
    expect((await overview(kg.parents[0]!)).status).toBe(403);
  });
});

describe('relocation certificates', () => {
  const relocate = (user: Principal, childId: string, extra: Record<string, unknown> = {}) =>
    download(user, 'children.relocationCertificate', {
      body: {
        kindergartenId: kg.id,
        childId,
        newInstitution: 'ОУ „Христо Ботев“',
        newInstitutionTown: 'гр. Варна',
        relocationDate: '2027-01-11',
        issueDate: '2027-01-08',
        format: 'pdf',
        ...extra,
      } as never,
    });

  it('issues one numbered in its own series and answers the document; a reprint keeps the number', async () => {
    const child = kg.children.at(-1)!;
    const pdf = await relocate(kg.director, child.id);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('УДОСТОВЕРЕНИЕ ЗА ПРЕМЕСТВАНЕ');
    expect(text).toContain('Рег. № 1/2026-2027');
    expect(text).toContain('ОУ „Христо Ботев“, гр. Варна');
    const list = (await overview(kg.director, CertificateKind.Relocation)).body.result;
    expect(list.map((c) => [c.number, c.childId, c.relocationCertificateId])).toEqual([
      [1, child.id, list[0]!.id],
    ]);
    const reprint = await download(kg.director, 'children.relocationCertificate', {
      body: { kindergartenId: kg.id, childId: child.id, certificateId: list[0]!.id, format: 'docx' },
    });
    expect(reprint.status).toBe(200);
    expect(reprint.headers.get('content-type')).toMatch(/wordprocessingml/);
    expect((await overview(kg.director, CertificateKind.Relocation)).body.rowsCount).toBe(1);
  });

  it('refuses a missing institution, another kindergarten’s child (404) and a teacher issuing (403)', async () => {
    const missing = await api(kg.director, 'children.relocationCertificate', {
      body: { kindergartenId: kg.id, childId: kg.children[0]!.id, issueDate, relocationDate: issueDate },
    });
    expect(missing.status).toBe(400);
    expect(missing.error?.errors?.[0]?.field).toBe('newInstitution');
    expect((await relocate(kg.director, other.child.id)).status).toBe(404);
    expect((await relocate(ownTeacher, pgChildren[0]!.id)).status).toBe(403);
    const cancelOther = await api(other.director, 'children.cancelCertificate', {
      query: { certificateId: (await overview(kg.director)).body.result[0]!.id },
    });
    expect(cancelOther.status).toBe(404);
  });
});

describe('who gets a preschool certificate (issue #26)', () => {
  let serial = 0;
  /** A child enrolled in the preparatory group through the API, born and enrolled as given. */
  const enrol = async (born: [number, number, number], enrolledOn: string, birthPlace?: string) => {
    const [year, month, day] = born;
    const reply = await api(kg.director, 'children.saveChild', {
      body: {
        kindergartenId: kg.id,
        firstName: 'Калина',
        middleName: 'Петрова',
        lastName: `Стоянова ${++serial}`,
        identifierType: 0,
        identifier: makeEgn({ year, month, day }, 301 + 2 * serial, 2),
        address: { cityId: '56784', cityName: 'гр. Пловдив', street: 'ул. „Гладстон“ 3' },
        allergies: [],
        diet: 1,
        groupId: pg.id,
        enrolledOn,
        ...(birthPlace ? { birthPlace } : {}),
      } as never,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return String(reply.body.entityId);
  };

  it('refuses a child whose enrolment starts after the issue date, naming the field', async () => {
    const later = await enrol([2020, 3, 10], '2026-12-01');
    const refused = await issue(kg.director, [later], { issueDate: '2026-11-20' });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toBe('childIds');
    expect(refused.error?.errorMessage).toContain('е записано от 01.12.2026, след датата на издаване');
  });

  it('refuses a child a year short of their last preschool year', async () => {
    const young = await enrol([2022, 4, 10], '2026-09-15');
    const refused = await issue(kg.director, [young]);
    expect(refused.status).toBe(400);
    expect(refused.error?.errorMessage).toContain(
      'не е в последната си предучилищна година (може да тръгне на училище най-рано през 2028 г.)',
    );
  });

  it('prints the place of birth on record', async () => {
    const child = await enrol([2020, 5, 5], '2026-09-15', 'гр. Сливен');
    const made = await issue(kg.director, [child]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const pdf = await printPreschool(kg.director, made.body.certificates[0]!.id);
    expect(await pdfText(pdf.bytes)).toContain('гр. Сливен');
  });
});
