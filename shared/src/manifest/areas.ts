/** Secrets an area's Lambda reads from Secrets Manager (the cloud) or the local key file (one machine). */
export type AreaSecret = 'recaptcha' | 'mailLink' | 'neispuoCert';

/**
 * What an area's Lambda uses beyond the table; the cloud grants exactly this and nothing more
 * (infra/lib/grants.ts, docs/security.md). Whether it may write the table follows from its routes: an area
 * whose routes all read gets read actions only.
 */
export interface AreaUses {
  /** Key prefixes of the files bucket it reads (GetObject, HeadObject, the source of a copy). */
  readonly filesRead?: readonly string[];
  /** Key prefixes of the files bucket it writes and deletes (PutObject, DeleteObject, the target of a copy). */
  readonly filesWrite?: readonly string[];
  /** Generated Word/Excel files: read presigned downloads only, or write them too. */
  readonly exports?: 'read' | 'readWrite';
  /** Work queues (`shared/src/runtime.ts`) it sends to. */
  readonly sendsTo?: readonly string[];
  /** Pushes to browsers through the WebSocket API's @connections. */
  readonly pushes?: boolean;
  /** Signs session tokens with the KMS signing key (sign-in); every Lambda that verifies them reads its public key. */
  readonly signsTokens?: boolean;
  readonly secrets?: readonly AreaSecret[];
  /** Talks to ePay.bg (providers' merchant accounts, fee payments): the stage's EPAY_BASE_URL. */
  readonly epay?: boolean;
}

interface AreaDefinition {
  readonly title: string;
  readonly prefixes: readonly string[];
  readonly uses?: AreaUses;
}

/**
 * The API areas: one Lambda each. Every controller prefix of the spec's 538 calls belongs to exactly one
 * area, so a later issue only adds routes; CDK, the local gateway and the tests derive from this table.
 * Prefixes are lower-case paths after `/api/`; the longest prefix wins.
 */
export const areas = {
  identity: {
    title: 'Вход, профили и права',
    prefixes: [
      'identity',
      'auth',
      'users',
      'mails',
      'userroles',
      'modulesettings',
      'administration/accountmanagement',
    ],
    // Activation, recovery and invitation mails go through the work queue; links in them are sealed.
    uses: { sendsTo: ['work'], signsTokens: true, secrets: ['recaptcha', 'mailLink'] },
  },
  lookups: {
    title: 'Номенклатури',
    prefixes: ['paymenttypes', 'areas', 'regions', 'cities', 'countries', 'districts'],
  },
  kindergartens: {
    title: 'Детски градини, групи, учебни години и почивни дни',
    prefixes: [
      'kindergartens',
      'kindergartenperiods',
      'dates',
      'daysoff',
      'classes',
      'partners',
      'administration/kindergarten',
      'administration/daysoff',
      'administration/cachemanagement',
    ],
    // The database archives are made by the work queue and downloaded from the exports bucket (issue #32).
    uses: { sendsTo: ['work'], exports: 'read' },
  },
  files: {
    title: 'Файлове',
    prefixes: ['files'],
    // Uploads wait under temp/<userId>/ until a message claims them; avatars/<userId> are profile pictures.
    uses: { filesRead: ['temp/', 'avatars/'], filesWrite: ['temp/', 'avatars/'] },
  },
  communication: {
    title: 'Съобщения, календар, анкети и табло',
    prefixes: [
      'messages',
      'events',
      'polls',
      'dashboard',
      'dashboards',
      'administration/message',
      'administration/maintenancemessage',
    ],
    // Claims uploads from temp/ into attachments/, fans messages out through the queue, pushes badges.
    uses: {
      filesRead: ['temp/', 'attachments/'],
      filesWrite: ['temp/', 'attachments/'],
      sendsTo: ['work'],
      pushes: true,
    },
  },
  children: {
    title: 'Деца, родители и портфолия',
    prefixes: [
      'students',
      'parents',
      'studentachievements',
      'studentanthropometrics',
      'studentportfolios',
      'administration/portfoliomanagement',
      // The certificate calls the spec files under /api/Classes/ (the certificates feature of this area).
      'classes/for-preschool-certificate',
      'classes/student-preschool-certificate-receipt',
      'classes/preschool-certificate-data-neispuo',
      'classes/student-preschool-application-receipt',
      'classes/student-preschool-common-protocol',
    ],
    // A new parent's invitation is sent by the identity area through the work queue (domain/invitations/queued-invitation.ts);
    // certificates keep their printed files in the exports bucket (a reprint serves the same bytes);
    // portfolios claim photos from temp/ into portfolios/<kg>/<portfolioId>/.
    uses: {
      sendsTo: ['work'],
      exports: 'readWrite',
      filesRead: ['temp/', 'portfolios/'],
      filesWrite: ['portfolios/'],
    },
  },
  attendance: {
    title: 'Присъствия и медицински бележки',
    prefixes: ['studentattendances', 'studentmedicalnotes', 'attendancereferences'],
    // Medical notices claim their scans from temp/ into medical-notes/<kg>/<noteId>/.
    // Notices (domain/notices): a parent's morning-absence toast is pushed, its inbox copy queued.
    uses: {
      filesRead: ['temp/', 'medical-notes/'],
      filesWrite: ['medical-notes/'],
      sendsTo: ['work'],
      pushes: true,
    },
  },
  staff: {
    title: 'Персонал',
    prefixes: ['teachers', 'teacherattendances', 'teachersubstitutions'],
    // A staff record with an e-mail and no account queues its invitation (domain/invitations/queued-invitation.ts).
    uses: { sendsTo: ['work'] },
  },
  activities: {
    title: 'Допълнителни дейности',
    prefixes: ['activities', 'administration/activitymanagement'],
    // Providers' ePay merchant accounts: the webhook test and, locally, the simulator's merchants. Enrolment
    // requests and decisions notify the director and the parents (a toast and an inbox message).
    uses: { epay: true, sendsTo: ['work'], pushes: true },
  },
  payments: {
    title: 'Такси, фактури и плащания',
    prefixes: [
      'activities/invoices',
      'activities/payments',
      'activities/batch-payments',
      'activities/generate-proforma-invoices',
      'activities/provider-invoices',
      // The kindergarten's own fees (issue #33; the spec's deprecated fees have no calls of their own).
      'fees',
    ],
    // Payment forms, EasyPay codes and ePay's notifications; the fees' notices to parents (toast and inbox).
    uses: { epay: true, sendsTo: ['work'], pushes: true },
  },
  kitchen: {
    title: 'Кухня: менюта и рецепти',
    prefixes: ['menus', 'meals', 'recipes', 'recipebooks', 'portionbooks', 'administration/recipemanagement'],
  },
  storage: {
    title: 'Склад и наличности',
    prefixes: [
      'products',
      'stocks',
      'stockinbounds',
      'stockrequests',
      'stockscrappings',
      'stockreferences',
      'suppliers',
      'warehouses',
      'inventorydeclarations',
      'unitedstockreceipts',
      'trialbalance',
      'administration/productmanagement',
      // The Master's reset of a kindergarten's product choices is the catalogue's, not the kindergartens'.
      'administration/kindergarten/reset-product-activity',
    ],
  },
  books: {
    title: 'Административни книги и документи',
    prefixes: [
      'administrationbooks',
      'administrationdocuments',
      'administration/bookmanagement',
      'administration/template',
      'templates',
    ],
    // The correspondence scans and uploaded documents (claimed from the user's temporary uploads).
    uses: { filesRead: ['temp/', 'books/'], filesWrite: ['books/'] },
  },
  planning: {
    title: 'Дневници, програми и планиране',
    prefixes: [
      'classbookexports',
      'classprograms',
      'complex',
      'lessons',
      'publisher',
      'publishers',
      'schoolsubjects',
      'schoolyeartermdates',
      'subjects',
      'subjecttopics',
      'administration/publishermanagement',
      'administration/subjecttopicsmanagement',
    ],
  },
  references: {
    title: 'Справки за МОН и общини и справките на детската градина',
    // `references`: the kindergarten's school-style references of the spec's /references screens (issue #32).
    prefixes: ['monreferences', 'references'],
  },
  neispuo: {
    title: 'НЕИСПУО',
    prefixes: ['neispuo', 'neispuointegration', 'administration/neispuoadmin'],
    // Each marked day goes to НЕИСПУО through the work queue (never in the teacher's request); the
    // connection, class books and reads call НЕИСПУО with the platform's client certificate.
    uses: { sendsTo: ['work'], secrets: ['neispuoCert'] },
  },
} as const satisfies Record<string, AreaDefinition>;

export type AreaName = keyof typeof areas;
export const areaNames = Object.keys(areas) as AreaName[];

/** What the area's Lambda uses beyond the table (nothing for an area without a `uses` entry). */
export function usesOf(area: AreaName): AreaUses {
  return (areas[area] as AreaDefinition).uses ?? {};
}

const prefixIndex = areaNames
  .flatMap((area) => areas[area].prefixes.map((prefix) => ({ area, segments: prefix.split('/') })))
  .sort((a, b) => b.segments.length - a.segments.length);

/** The area that owns an `/api/...` path, by its controller prefix (case-insensitive). */
export function areaOfPath(path: string): AreaName | undefined {
  const segments = apiSegments(path);
  if (!segments) return undefined;
  const lower = segments.map((s) => s.toLowerCase());
  const hit = prefixIndex.find((p) => p.segments.every((s, i) => lower[i] === s));
  return hit?.area;
}

/** Segments after `/api/`, or undefined for a path outside the API. Accepts the spec's `api/X` spelling. */
export function apiSegments(path: string): string[] | undefined {
  const parts = path
    .split('?')[0]!
    .split('/')
    .filter((s) => s !== '');
  if (parts[0]?.toLowerCase() !== 'api') return undefined;
  return parts.slice(1);
}
