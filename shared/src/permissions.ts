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
] as const;
export type Resource = (typeof resources)[number];

export type Action = 'read' | 'create' | 'update' | 'delete';
export const actions: readonly Action[] = ['read', 'create', 'update', 'delete'];

/** Rights written compactly: any of the letters r, c, u, d. */
type Rights = Partial<Record<Resource, string>>;

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
    DashboardMessages: 'r',
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
    ...all('rcu', [
      'StudentAchievements',
      'StudentAnthropometrics',
      'StudentPortfolios',
      'EducationalResults',
    ]),
    ...all('rcu', ['Lessons', 'ClassBooks', 'ClassPrograms', 'EducationPlanTopics', 'ActivityAttendances']),
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
