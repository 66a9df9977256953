import { WebSocket } from 'ws';
import type { RouteId } from '../../shared/src/manifest/index';
import { type ExampleWorld, type RouteExample, routeExamples } from '../api/route-examples';
import { callRoute, type MeteredCall } from './route-meter';

/**
 * The month of a 150-child, 6-group kindergarten that `npm run bench:cost` drives (issue #34). Each step is
 * what one role does once (a sign-in with its home page, a group's morning attendance, a message with its
 * fan-out); the benchmark drives it `samples` times against the local cloud and multiplies the average by
 * `perMonth`. The counts below are the assumptions, one constant each.
 */
export const kindergarten = {
  children: 150,
  groups: 6,
  /** Two teachers a group, the director, an administrator/accountant, a nurse, a resource specialist. */
  staff: 16,
  /** Guardians with an account: most children have two, some one. */
  parents: 230,
  workingDays: 21,
  weeksPerMonth: 4.35,
};
const k = kindergarten;
export const assumptions = {
  staffSignInsPerDay: 1,
  parentSignInsPerWeek: 3,
  /** The SPA stays open (and its real-time connection with it) this long after a sign-in. */
  staffSessionMinutes: 120,
  parentSessionMinutes: 8,
  /** Pages besides the home page a session opens. */
  staffInboxOpens: 2,
  staffCalendarOpens: 0.5,
  parentInboxOpens: 1,
  parentMessagesRead: 1,
  parentCalendarOpens: 0.3,
  /** Corrections after the morning save: single cells a group marks later in the day. */
  correctionsPerGroupDay: 3,
  messagesPerGroupPerWeek: 3,
  repliesPerMonth: 60,
  attachmentsPerMonth: 15,
  attachmentOpensPerAttachment: 10,
  eventsPerMonth: 8,
  pollsPerMonth: 3,
  votesPerPoll: 0.5 * k.parents,
  /** Absences backed by a medical notice, and absences for family reasons, per child and month. */
  medicalNoticesPerChild: 0.5,
  familyRequestsPerChild: 0.3,
  /** Paid activities (English, dance, ...) a kindergarten bills monthly, and fees per child. */
  activities: 3,
  feesPerChild: 1.5,
  onlineShare: 0.5,
  /** References viewed and exports downloaded by the director and administrator in a month. */
  referencesPerMonth: 12,
  /** Users who download the SPA's scripts again in a month (one release a month: everyone). */
  spaDownloadsPerUser: 1,
  /** The examples upload a test PDF of a few hundred bytes; a real attachment (a PDF, a photo) is this. */
  attachmentKb: 400,
};
const a = assumptions;
export const staffSignIns = k.staff * k.workingDays * a.staffSignInsPerDay;
export const parentSignIns = k.parents * a.parentSignInsPerWeek * k.weeksPerMonth;

export type Who = 'director' | 'teacher' | 'parent';

export interface Context {
  url: string;
  websocketUrl: string;
  world: ExampleWorld;
  token: Record<Who, string>;
  email: Record<Who, string>;
  teacherGroup: { id: string; children: string[] };
  /** Drives a card payment through the ePay simulator (cost.ts); false when no fee is left to pay. */
  payOnline: () => Promise<boolean>;
  /** Every REST call a step made, with its meter, caller and input (the route ledger). */
  calls: LedgerEntry[];
}

export interface LedgerEntry extends MeteredCall {
  who: Who | 'none';
  input: Pick<RouteExample, 'path' | 'query' | 'body'>;
}

export interface Step {
  what: string;
  /** The line of the table this step adds to. */
  line: string;
  perMonth: number;
  samples?: number;
  /** Work the measurement must not include (creating the message a reply answers). */
  prepare?: (c: Context, sample: number) => Promise<Prepared>;
  run: (c: Context, prepared: Prepared, sample: number) => Promise<void>;
}
type Prepared = Pick<RouteExample, 'path' | 'query' | 'body'>[];

/** Calls a route as `who` and records it; a refusal stops the benchmark (a step that fails costs nothing). */
export async function call(c: Context, who: Who | 'none', routeId: RouteId, input: Prepared[number] = {}) {
  const reply = await callRoute(c.url, who === 'none' ? undefined : c.token[who], routeId, input);
  if (reply.status >= 400)
    throw new Error(`${routeId} as ${who}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
  c.calls.push({ ...reply, who, input });
  return reply;
}

/** A route's example as `who` would send it (the examples' own per-caller variant when they have one). */
async function example(c: Context, who: Who, routeId: RouteId): Promise<Prepared[number]> {
  const ex = await routeExamples[routeId](c.world);
  const mine = ex.asCaller ? await ex.asCaller({ token: c.token[who] }) : undefined;
  return { path: mine?.path ?? ex.path, query: mine?.query ?? ex.query, body: mine?.body ?? ex.body };
}
const examples =
  (who: Who, ...ids: RouteId[]) =>
  async (c: Context) =>
    Promise.all(ids.map((id) => example(c, who, id)));

/** The SPA's real-time connection: a one-time ticket, then the WebSocket. */
export async function connectRealtime(c: Context, who: Who): Promise<WebSocket> {
  const { ticket } = (await call(c, who, 'identity.realtimeTicket')).body as { ticket: string };
  const socket = new WebSocket(`${c.websocketUrl}?ticket=${encodeURIComponent(ticket)}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}

/** A sign-in as the SPA does it: the form, the home page's two calls, the real-time ticket and connection. */
async function session(c: Context, who: Who) {
  const login = await call(c, 'none', 'identity.login', {
    body: { identifier: c.email[who], password: 'Gradina2026', identifierKind: 0 },
  });
  const token = (login.body as { token: string }).token;
  const kg = { kindergartenId: c.world.kindergartenId };
  const as = { ...c, token: { ...c.token, [who]: token } };
  await call(as, who, 'communication.shell');
  await call(as, who, 'communication.home', who === 'parent' ? {} : { query: kg });
  const socket = await connectRealtime(as, who);
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.close(1000);
  });
}

/** A step of one route called as `who` with its example (a fresh one each sample). */
const routeStep = (what: string, line: string, perMonth: number, who: Who, id: RouteId): Step => ({
  what,
  line,
  perMonth,
  prepare: examples(who, id),
  run: async (c, [input]) => void (await call(c, who, id, input)),
});

const days = (from: number) => `2098-04-${String(from).padStart(2, '0')}`;

export function monthSteps(): Step[] {
  const kg = (c: Context) => ({ kindergartenId: c.world.kindergartenId });
  return [
    {
      what: 'staff sign-in, home page, real-time connection',
      line: 'sign-ins and home pages',
      perMonth: staffSignIns,
      run: (c) => session(c, 'teacher'),
    },
    {
      what: 'parent sign-in, home page, real-time connection',
      line: 'sign-ins and home pages',
      perMonth: parentSignIns,
      run: (c) => session(c, 'parent'),
    },
    {
      what: 'SPA: index.html at every sign-in',
      line: 'SPA',
      perMonth: staffSignIns + parentSignIns,
      run: async (c) => void (await (await fetch(new URL('/', c.url))).arrayBuffer()),
    },
    {
      what: 'SPA: the entry scripts and styles, once a month a user (a release)',
      line: 'SPA',
      perMonth: (k.staff + k.parents) * a.spaDownloadsPerUser,
      samples: 1,
      run: async (c) => {
        const html = await (await fetch(new URL('/', c.url))).text();
        for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g))
          await (await fetch(new URL(asset!, c.url))).arrayBuffer();
      },
    },
    routeStep(
      'staff: inbox page',
      'messages',
      staffSignIns * a.staffInboxOpens,
      'teacher',
      'communication.inbox',
    ),
    {
      what: 'parent: inbox page and one message read',
      line: 'messages',
      perMonth: parentSignIns * a.parentInboxOpens,
      prepare: examples('parent', 'communication.inbox', 'communication.getMessage'),
      run: async (c, [inbox, message]) => {
        await call(c, 'parent', 'communication.inbox', inbox);
        await call(c, 'parent', 'communication.getMessage', message);
      },
    },
    routeStep(
      'calendar month (staff and parents)',
      'calendar and polls',
      staffSignIns * a.staffCalendarOpens + parentSignIns * a.parentCalendarOpens,
      'parent',
      'communication.events',
    ),
    {
      what: 'morning attendance: a group month opened, the day saved',
      line: 'attendance',
      perMonth: k.groups * k.workingDays,
      run: async (c, _, sample) => {
        const [year, month] = ['2098', '4'];
        await call(c, 'teacher', 'attendance.groupAttendance', {
          path: { groupId: c.teacherGroup.id, month, year },
          query: kg(c),
        });
        await call(c, 'teacher', 'attendance.markAttendance', {
          body: {
            ...kg(c),
            groupId: c.teacherGroup.id,
            cells: c.teacherGroup.children.map((studentId) => ({
              studentId,
              forDate: days(1 + sample),
              type: 2,
            })),
          },
        });
      },
    },
    {
      what: 'attendance: one cell corrected later in the day',
      line: 'attendance',
      perMonth: k.groups * k.workingDays * a.correctionsPerGroupDay,
      run: async (c, _, sample) =>
        void (await call(c, 'teacher', 'attendance.markAttendance', {
          body: {
            ...kg(c),
            groupId: c.teacherGroup.id,
            cells: [{ studentId: c.teacherGroup.children[sample]!, forDate: days(1 + sample), type: 1 }],
          },
        })),
    },
    {
      what: 'message to a group, its fan-out to the parents',
      line: 'messages',
      perMonth: k.groups * a.messagesPerGroupPerWeek * k.weeksPerMonth,
      run: async (c) =>
        void (await call(c, 'teacher', 'communication.sendMessage', {
          body: {
            title: 'Утре сме на разходка',
            content: '<p>Моля, облечете децата подходящо за времето.</p>',
            groupIds: [c.teacherGroup.id],
            ...kg(c),
          },
        })),
    },
    routeStep(
      'reply to a message',
      'messages',
      a.repliesPerMonth,
      'director',
      'communication.replyToMessage',
    ),
    routeStep(
      'file attached to a message (upload)',
      'files',
      a.attachmentsPerMonth,
      'teacher',
      'files.uploadTemp',
    ),
    routeStep(
      'attachment opened by a recipient',
      'files',
      a.attachmentsPerMonth * a.attachmentOpensPerAttachment,
      'director',
      'communication.messageAttachment',
    ),
    routeStep(
      'calendar event for the kindergarten',
      'calendar and polls',
      a.eventsPerMonth,
      'director',
      'communication.saveEvent',
    ),
    routeStep('poll created', 'calendar and polls', a.pollsPerMonth, 'director', 'communication.createPoll'),
    routeStep(
      'poll answered by a recipient',
      'calendar and polls',
      a.pollsPerMonth * a.votesPerPoll,
      'director',
      'communication.vote',
    ),
    {
      what: 'medical notice: sent by a parent, the list read by the director',
      line: 'medical notices and family requests',
      perMonth: k.children * a.medicalNoticesPerChild,
      prepare: examples('parent', 'attendance.saveMedicalNote'),
      run: async (c, [note]) => {
        await call(c, 'parent', 'attendance.saveMedicalNote', note);
        await call(c, 'director', 'attendance.medicalNotes', { query: kg(c) });
      },
    },
    routeStep(
      'medical notice approved by the director',
      'medical notices and family requests',
      k.children * a.medicalNoticesPerChild,
      'director',
      'attendance.approveMedicalNote',
    ),
    routeStep(
      'family-reason request: sent by a parent',
      'medical notices and family requests',
      k.children * a.familyRequestsPerChild,
      'parent',
      'attendance.saveRequest',
    ),
    routeStep(
      'family-reason request decided',
      'medical notices and family requests',
      k.children * a.familyRequestsPerChild,
      'director',
      'attendance.decideRequest',
    ),
    {
      what: "activity fees: the month's fees generated and the parents notified",
      line: 'activity fees and payments',
      perMonth: a.activities,
      samples: 1,
      prepare: examples('director', 'payments.generateProformaInvoices', 'payments.notifyFees'),
      run: async (c, [generate, notify]) => {
        await call(c, 'director', 'payments.generateProformaInvoices', generate);
        await call(c, 'director', 'payments.notifyFees', notify);
      },
    },
    {
      what: 'fee paid online (ePay card, the notification through the simulator)',
      line: 'activity fees and payments',
      perMonth: k.children * a.feesPerChild * a.onlineShare,
      run: async (c) => {
        if (!(await c.payOnline())) throw new Error('the demo parent has no fee left to pay online');
      },
    },
    routeStep(
      'fee paid at the desk',
      'activity fees and payments',
      k.children * a.feesPerChild * (1 - a.onlineShare),
      'director',
      'payments.recordPayment',
    ),
    ...(
      [
        ['attendance.referenceByMonths', 'a reference viewed: attendance by months'],
        ['attendance.referenceDaysAttendances', 'a reference viewed: attendance by days'],
        ['payments.feesOfMonth', "a reference viewed: the month's fees"],
      ] as const
    ).map(([id, what]) =>
      routeStep(what, 'references and exports', a.referencesPerMonth / 3, 'director', id),
    ),
    ...(
      [
        ['attendance.exportAttendanceForm', 'export: a group’s attendance form (xlsx)', k.groups],
        ['attendance.referenceSmpExcelExport', 'export: the month’s СМП table', 1],
        ['children.exportChildren', 'export: the children list', 1],
        ['attendance.exportMedicalNotes', 'export: medical notices', 1],
        ['staff.exportStaffAttendanceExcel', 'export: staff attendance', 1],
      ] as const
    ).map(([id, what, perMonth]) => ({
      ...routeStep(what, 'references and exports', perMonth, 'director', id),
      samples: 1,
    })),
  ];
}
