import type { Resource } from './permission-resources';

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
    resources: ['Menus', 'Recipes', 'RecipeBooks', 'PortionBooks', 'TeacherMeals', 'MealCalculations'],
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
