import { Role } from './enums';

/**
 * The permission vocabulary: the spec's resources, each with read/create/update/delete. The manifest names
 * the one each route needs; the UI asks the same model. docs/permissions.md explains the defaults.
 */
export const resources = [
  'Messages',
  'Events',
  'Polls',
  'Dashboards',
  'DashboardMessages',
  'Notifications',
  'Users',
  'Roles',
  'UserGroups',
  'ModuleSettings',
  'AccountManagement',
  'Kindergartens',
  'KindergartenPeriods',
  'KindergartenResources',
  'Partners',
  'DaysOff',
  'Classes',
  'Students',
  'Parents',
  'ParentRegistration',
  'StudentAchievements',
  'StudentAnthropometrics',
  'StudentPortfolios',
  'PreschoolCertificates',
  'RelocationCertificates',
  'EducationalResults',
  'StudentAttendances',
  'MedicalNotes',
  'AttendanceRequests',
  'AttendanceReferences',
  'Teachers',
  'TeacherAttendances',
  'TeacherSubstitutions',
  'TeacherMeals',
  'Lessons',
  'WeeklySchedules',
  'ClassBooks',
  'ClassPrograms',
  'EducationPlanTopics',
  'Subjects',
  'Publishers',
  'Activities',
  'ActivityProviders',
  'ActivityEnrollments',
  'ActivityAttendances',
  'ActivityFees',
  'Invoices',
  'Payments',
  'ProviderInvoices',
  'Fees',
  'Menus',
  'Recipes',
  'RecipeBooks',
  'PortionBooks',
  'Products',
  'Warehouses',
  'Suppliers',
  'Stocks',
  'StockOrders',
  'StockInbounds',
  'StockRequests',
  'StockScrappings',
  'StockReferences',
  'InventoryDeclarations',
  'AdministrationBooks',
  'AdministrationDocuments',
  'QualificationActivities',
  'Inventory',
  'AdministrativeReferences',
  'References',
  'Neispuo',
  'PlatformSettings',
  'Files',
  'Lookups',
  'MaintenanceMessages',
  // The country's calendar of bridge days (the Master's /admin/days-off); last, so older grants stay valid.
  'NationalDaysOff',
  // The portfolios' section titles and backgrounds of the whole platform (the Master's /admin/portfolios).
  'PortfolioTemplates',
  // The country's activity types and providers with their ePay merchant accounts (the Master's /admin/activities).
  'ActivityCatalogue',
  // The country's product list and its substitutions (the Master's /admin/products, issue #28).
  'ProductCatalogue',
  // The country's publishers, their topics and the educational results template (the Master's, issue #30).
  'EducationCatalogue',
  // The pedagogical council's book (issue #29): teachers read it, unlike the director's other books.
  'PedagogicalCouncil',
  // The country's document templates and the books' number prefixes (the Master's /admin/templates/books).
  'NationalTemplates',
  // The country's recipe book (the Master's /admin/recipes, issue #35), which kindergartens copy from.
  'RecipeCatalogue',
] as const;
export type Resource = (typeof resources)[number];

export type Action = 'read' | 'create' | 'update' | 'delete';
export const actions: readonly Action[] = ['read', 'create', 'update', 'delete'];

/** Rights written compactly: any of the letters r, c, u, d. */
export type Rights = Partial<Record<Resource, string>>;

const all = (letters: string, list: readonly Resource[]): Rights =>
  Object.fromEntries(list.map((r) => [r, letters])) as Rights;

const communication: Resource[] = [
  'Messages',
  'Events',
  'Polls',
  'Dashboards',
  'Notifications',
  'Lookups',
  'Files',
];
const kindergartenOperations: Resource[] = resources.filter(
  (r) =>
    ![
      'AccountManagement',
      'MaintenanceMessages',
      'NationalDaysOff',
      'PortfolioTemplates',
      'ActivityCatalogue',
      'ProductCatalogue',
      'EducationCatalogue',
      'NationalTemplates',
      'RecipeCatalogue',
      'AdministrativeReferences',
      'ParentRegistration',
      'Neispuo',
    ].includes(r),
);

/** Default rights of each role before user groups grant more. */
export const defaultRights: Record<Role, Rights> = {
  [Role.Director]: { ...all('rcud', kindergartenOperations), Neispuo: 'rcud' },
  [Role.Administrator]: {
    ...all('rcud', kindergartenOperations),
    Neispuo: 'rcud',
    UserGroups: 'r',
    Roles: 'r',
  },
  [Role.Teacher]: {
    ...all('rcud', communication),
    Dashboards: 'r',
    // Teachers post on their group's board (spec: group board messages).
    DashboardMessages: 'rcu',
    ...all('r', [
      'Kindergartens',
      'KindergartenPeriods',
      'Classes',
      'Students',
      'Parents',
      'Teachers',
      'DaysOff',
    ]),
    ...all('r', [
      'Menus',
      'WeeklySchedules',
      'Subjects',
      'Publishers',
      'Activities',
      'KindergartenResources',
    ]),
    ...all('rcu', ['StudentAttendances', 'MedicalNotes', 'AttendanceRequests', 'AttendanceReferences']),
    // Their groups' children's certificates (the handlers narrow lists and prints to those groups).
    ...all('r', ['PreschoolCertificates', 'RelocationCertificates']),
    ...all('rcu', [
      'StudentAchievements',
      'StudentAnthropometrics',
      'StudentPortfolios',
      'EducationalResults',
    ]),
    ...all('rcu', ['Lessons', 'ClassBooks', 'ClassPrograms', 'EducationPlanTopics', 'ActivityAttendances']),
    PedagogicalCouncil: 'r',
    // Their groups' НЕИСПУО sync state (the handlers narrow to the groups they teach).
    Neispuo: 'r',
  },
  [Role.ResourceSpecialist]: {
    ...all('rcud', communication),
    Dashboards: 'r',
    DashboardMessages: 'r',
    ...all('r', ['Kindergartens', 'KindergartenPeriods', 'Classes', 'Students', 'Teachers', 'DaysOff']),
    ...all('r', ['StudentAttendances', 'Menus', 'WeeklySchedules', 'KindergartenResources']),
    ...all('rcu', ['StudentAchievements', 'StudentPortfolios', 'EducationalResults', 'Lessons']),
  },
  [Role.Manciple]: {
    ...all('rcud', communication),
    Dashboards: 'r',
    DashboardMessages: 'r',
    ...all('r', ['Kindergartens', 'KindergartenPeriods', 'Classes', 'DaysOff', 'StudentAttendances']),
    ...all('rcud', [
      'Menus',
      'Recipes',
      'RecipeBooks',
      'PortionBooks',
      'TeacherMeals',
      'Products',
      'Warehouses',
    ]),
    ...all('rcud', [
      'Suppliers',
      'Stocks',
      'StockOrders',
      'StockInbounds',
      'StockRequests',
      'StockScrappings',
    ]),
    ...all('rcud', ['StockReferences', 'InventoryDeclarations']),
  },
  [Role.Parent]: {
    ...all('r', ['Messages', 'Events', 'Polls', 'Dashboards', 'Notifications', 'Lookups', 'Files']),
    Messages: 'rc',
    Polls: 'r',
    ...all('r', [
      'Kindergartens',
      'KindergartenPeriods',
      'Menus',
      'WeeklySchedules',
      'Activities',
      'DaysOff',
    ]),
    ...all('r', ['StudentAttendances', 'StudentPortfolios', 'EducationalResults', 'KindergartenResources']),
    ...all('rc', ['AttendanceRequests', 'ActivityEnrollments', 'MedicalNotes', 'ParentRegistration']),
    ...all('r', ['ActivityFees', 'Invoices', 'Payments', 'Fees']),
    // The parent's page of their children's activity attendance (read only, their own children's rows).
    ActivityAttendances: 'r',
  },
  [Role.MON]: {
    ...all('r', ['AdministrativeReferences', 'References', 'Lookups', 'Messages', 'Polls', 'Dashboards']),
  },
  [Role.Municipality]: {
    ...all('r', ['AdministrativeReferences', 'References', 'Lookups', 'Messages', 'Polls', 'Dashboards']),
    ModuleSettings: 'r',
  },
  [Role.Master]: {
    ...all('rcud', [
      'AccountManagement',
      'MaintenanceMessages',
      'NationalDaysOff',
      'PortfolioTemplates',
      'ActivityCatalogue',
      'ProductCatalogue',
      'EducationCatalogue',
      'NationalTemplates',
      'RecipeCatalogue',
      'Kindergartens',
      'Lookups',
      'Files',
      'Users',
    ]),
    ...all('rcud', ['Messages', 'Polls', 'Dashboards', 'DashboardMessages', 'Neispuo']),
  },
};

export function roleCan(role: Role, resource: Resource, action: Action): boolean {
  const letters = defaultRights[role]?.[resource] ?? '';
  return letters.includes(action[0]!);
}

/**
 * What a user group may grant: the kindergarten's own resources. Platform-wide ones (account management,
 * maintenance messages, the ministry's references) and parent registration stay with their roles.
 */
export const grantableResources: readonly Resource[] = [...kindergartenOperations, 'Neispuo'];

const letterBits: Record<string, number> = { r: 1, c: 2, u: 4, d: 8 };
const letterOrder = ['r', 'c', 'u', 'd'] as const;

/** Letters in r, c, u, d order, without repeats or unknown letters. */
export function normalizeLetters(letters: string): string {
  return letterOrder.filter((l) => letters.includes(l)).join('');
}

/** Rights of several sources together (role defaults and every group of the user). */
export function unionRights(...all: Rights[]): Rights {
  const out: Rights = {};
  for (const rights of all) {
    for (const [resource, letters] of Object.entries(rights) as [Resource, string][]) {
      const merged = normalizeLetters(`${out[resource] ?? ''}${letters}`);
      if (merged) out[resource] = merged;
    }
  }
  return out;
}

/**
 * The compact form the session item and the authorizer context carry: one hexadecimal digit per resource
 * in the order of `resources` (r = 1, c = 2, u = 4, d = 8), 76 characters in all. Resources are only ever
 * appended to the list, so an older string simply lacks the newest ones.
 */
export function encodeRights(rights: Rights): string {
  return resources
    .map((r) => {
      const letters = rights[r] ?? '';
      let bits = 0;
      for (const l of letters) bits |= letterBits[l] ?? 0;
      return bits.toString(16);
    })
    .join('');
}

export function decodeRights(encoded: string | null | undefined): Rights {
  const out: Rights = {};
  if (!encoded) return out;
  for (let i = 0; i < resources.length && i < encoded.length; i++) {
    const bits = Number.parseInt(encoded[i]!, 16);
    if (!Number.isFinite(bits) || bits === 0) continue;
    const letters = letterOrder.filter((l) => (bits & letterBits[l]!) !== 0).join('');
    if (letters) out[resources[i]!] = letters;
  }
  return out;
}

/** Whether a compact grants string (see `encodeRights`) allows an action, without decoding all of it. */
export function grantsAllow(encoded: string | null | undefined, resource: Resource, action: Action): boolean {
  if (!encoded) return false;
  const index = resources.indexOf(resource);
  if (index < 0 || index >= encoded.length) return false;
  const bits = Number.parseInt(encoded[index]!, 16);
  return Number.isFinite(bits) && (bits & letterBits[action[0]!]!) !== 0;
}

/**
 * The modules a kindergarten can lock (`/platform/settings/lock`): a locked module is read-only for everyone
 * but the director. Resources outside every module (platform settings, user groups, school years, references)
 * cannot be locked.
 */
export const modules = {
  Communication: {
    title: 'Съобщения, календар и анкети',
    resources: ['Messages', 'Events', 'Polls', 'Dashboards', 'DashboardMessages', 'Notifications'],
  },
  Groups: { title: 'Групи и почивни дни', resources: ['Classes', 'DaysOff'] },
  Children: {
    title: 'Деца и родители',
    resources: [
      'Students',
      'Parents',
      'StudentAchievements',
      'StudentAnthropometrics',
      'StudentPortfolios',
      'PreschoolCertificates',
      'RelocationCertificates',
    ],
  },
  Attendance: {
    title: 'Присъствия и медицински бележки',
    resources: ['StudentAttendances', 'MedicalNotes', 'AttendanceRequests', 'AttendanceReferences'],
  },
  EducationalResults: { title: 'Образователни резултати', resources: ['EducationalResults'] },
  Planning: {
    title: 'Разпределение на темите, програми и дневници',
    resources: [
      'Lessons',
      'WeeklySchedules',
      'ClassBooks',
      'ClassPrograms',
      'EducationPlanTopics',
      'Subjects',
      'Publishers',
    ],
  },
  Staff: {
    title: 'Персонал',
    resources: ['Teachers', 'TeacherAttendances', 'TeacherSubstitutions'],
  },
  Activities: {
    title: 'Допълнителни дейности',
    resources: ['Activities', 'ActivityProviders', 'ActivityEnrollments', 'ActivityAttendances'],
  },
  Payments: {
    title: 'Такси, фактури и плащания',
    resources: ['ActivityFees', 'Invoices', 'Payments', 'ProviderInvoices', 'Fees'],
  },
  Kitchen: {
    title: 'Кухня',
    resources: ['Menus', 'Recipes', 'RecipeBooks', 'PortionBooks', 'TeacherMeals'],
  },
  Storage: {
    title: 'Склад',
    resources: [
      'Products',
      'Warehouses',
      'Suppliers',
      'Stocks',
      'StockOrders',
      'StockInbounds',
      'StockRequests',
      'StockScrappings',
      'StockReferences',
      'InventoryDeclarations',
    ],
  },
  Administration: {
    title: 'Административни книги и документи',
    resources: [
      'AdministrationBooks',
      'AdministrationDocuments',
      'QualificationActivities',
      'Inventory',
      'PedagogicalCouncil',
    ],
  },
  Resources: { title: 'Ресурси', resources: ['KindergartenResources', 'Partners'] },
} as const satisfies Record<string, { title: string; resources: readonly Resource[] }>;
export type ModuleName = keyof typeof modules;
export const moduleNames = Object.keys(modules) as ModuleName[];

const moduleByResource = new Map<Resource, ModuleName>(
  moduleNames.flatMap((m) => modules[m].resources.map((r) => [r as Resource, m] as const)),
);

/** The module a resource belongs to, or undefined for resources no module lock covers. */
export const moduleOf = (resource: Resource): ModuleName | undefined => moduleByResource.get(resource);
