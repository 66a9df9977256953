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
  // The day's meal calculations read outside the store: the kitchen, and teachers for their groups (issue #35).
  'MealCalculations',
  // The country's kindergartens: the Master opens them and lists them with their figures (issue #32).
  'KindergartenRegistry',
] as const;
export type Resource = (typeof resources)[number];

export type Action = 'read' | 'create' | 'update' | 'delete';
export const actions: readonly Action[] = ['read', 'create', 'update', 'delete'];

/** Rights written compactly: any of the letters r, c, u, d. */
export type Rights = Partial<Record<Resource, string>>;
