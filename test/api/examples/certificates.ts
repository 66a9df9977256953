import { type RouteId, routes } from '../../../shared/src/manifest/index';
import { call, fillPath } from '../../support/api-client';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the certificate routes on the demo kindergarten's preparatory group. An issue frees a child
 * first (cancels its certificate: the number stays), so it succeeds however often the suites repeat it; a
 * print or a cancel acts on a certificate its example issued first.
 */

async function asDirector(
  id: RouteId,
  input: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown },
) {
  const route = routes.find((r) => r.id === id)!;
  const reply = await call(route.method, fillPath(route.path, input.path), {
    token: await demoDirectorToken(),
    query: input.query,
    body: input.body,
  });
  if (reply.status >= 300) throw new Error(`${id} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

interface ChildRow {
  id: string;
  certificateId: string | null;
}

async function preparatoryGroup(w: ExampleWorld): Promise<string> {
  const groups = (await asDirector('children.preschoolCertificateGroups', {
    query: { kindergartenId: w.kindergartenId },
  })) as { id: string }[];
  if (!groups[0]) throw new Error('the demo kindergarten has no preparatory group');
  return groups[0].id;
}

const childrenOf = async (w: ExampleWorld, classId: string) =>
  (await asDirector('children.preschoolCertificateChildren', {
    path: { classId },
    query: { kindergartenId: w.kindergartenId },
  })) as ChildRow[];

const cancel = (certificateId: string) =>
  asDirector('children.cancelCertificate', { query: { certificateId } });

/** A child of the preparatory group without a valid certificate: the first one's is cancelled when needed. */
async function aFreeChild(w: ExampleWorld) {
  const classId = await preparatoryGroup(w);
  const children = await childrenOf(w, classId);
  const free = children.find((c) => !c.certificateId);
  if (free) return { classId, childId: free.id };
  const first = children[0]!;
  await cancel(first.certificateId!);
  return { classId, childId: first.id };
}

const issueDate = '2027-06-15';

/** A valid preschool certificate of the demo kindergarten (the first child's is issued when none is). */
async function aPreschoolCertificate(w: ExampleWorld): Promise<string> {
  const classId = await preparatoryGroup(w);
  const children = await childrenOf(w, classId);
  const issued = children.find((c) => c.certificateId);
  if (issued) return issued.certificateId!;
  const reply = (await asDirector('children.issuePreschoolCertificates', {
    body: { kindergartenId: w.kindergartenId, classId, childIds: [children[0]!.id], issueDate },
  })) as { certificates: { id: string }[] };
  return reply.certificates[0]!.id;
}

const relocationBody = (w: ExampleWorld, childId: string) => ({
  kindergartenId: w.kindergartenId,
  childId,
  newInstitution: 'ДГ „Приказка“',
  newInstitutionTown: 'гр. Варна',
  relocationDate: '2027-01-11',
  issueDate: '2027-01-08',
  format: 'pdf',
});

/** A new relocation certificate of the demo kindergarten (the overview names its id: the highest number). */
async function aRelocationCertificate(w: ExampleWorld): Promise<string> {
  const { childId } = await aFreeChild(w);
  await asDirector('children.relocationCertificate', { body: relocationBody(w, childId) });
  const list = (await asDirector('children.certificates', {
    query: { kindergartenId: w.kindergartenId, kind: '2', PageSize: '500' },
  })) as { result: { id: string; number: number }[] };
  return list.result.reduce((a, b) => (b.number > a.number ? b : a)).id;
}

export const examples = {
  'children.preschoolCertificateGroups': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.preschoolCertificateChildren': async (w) => ({
    path: { classId: await preparatoryGroup(w) },
    query: { kindergartenId: w.kindergartenId },
  }),
  'children.issuePreschoolCertificates': async (w) => {
    const { classId, childId } = await aFreeChild(w);
    return { body: { kindergartenId: w.kindergartenId, classId, childIds: [childId], issueDate } };
  },
  'children.issueGroupPreschoolCertificates': async (w) => {
    const { classId } = await aFreeChild(w);
    return { path: { classId }, body: { kindergartenId: w.kindergartenId, issueDate } };
  },
  'children.preschoolCertificateFile': async (w) => ({
    body: { kindergartenId: w.kindergartenId, certificateId: await aPreschoolCertificate(w), format: 'pdf' },
  }),
  'children.preschoolCertificateNeispuo': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.preschoolApplicationReceipt': async (w) => ({
    query: { kindergartenId: w.kindergartenId, certificateId: await aPreschoolCertificate(w), format: 'pdf' },
  }),
  'children.preschoolCommonProtocol': async (w) => ({
    query: { kindergartenId: w.kindergartenId, classId: await preparatoryGroup(w), format: 'pdf' },
  }),
  'children.certificates': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.relocationCertificate': async (w) => ({
    body: relocationBody(w, (await aFreeChild(w)).childId),
  }),
  'children.cancelCertificate': async (w) => ({ query: { certificateId: await aRelocationCertificate(w) } }),
} satisfies RouteExamples;
