import { Role } from './enums';
import { type Action, type Resource, type Rights, resources } from './permission-resources';

/** The roles' defaults; the vocabulary, the letters and the lockable modules live beside it. */
export * from './permission-letters';
export * from './permission-modules';
export * from './permission-resources';

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
      'KindergartenRegistry',
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
    // The day's meal calculations of their groups (the object rule `groupRead` narrows to the groups taught).
    MealCalculations: 'r',
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
    MealCalculations: 'r',
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
      'KindergartenRegistry',
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
