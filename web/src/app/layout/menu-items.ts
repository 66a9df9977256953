import { type Action, type Resource, Role } from '@gradina/shared';
import type { MenuBadges } from '../../areas/communication/shell';

/**
 * One entry of the side menu. An entry shows only when all of these hold (spec "Side menu" and section 6,
 * ../shared/spec/menu-visibility.md):
 * - the user has `action` (default read) on `resource` in the user data's `access[]` (no resource: everyone);
 * - the role rule allows it: `only` lists the roles that may see it, `hiddenFor` the roles that never do;
 * - its page exists in the app (`page`, default `to`, is one of `pagePaths`): a menu item never leads to a page
 *   that is not built yet, so entries appear by themselves as their areas arrive.
 * An entry with `children` has no page of its own: it shows when at least one child shows, opens when the
 * path starts with `to`, and toggles on click.
 */
export interface MenuItemDef {
  label: string;
  /** Where the entry leads; for a parent, the prefix its children share. */
  to: string;
  /** The page of the spec's route table the entry needs, when it differs from `to` (e.g. `/days-off`). */
  page?: string;
  resource?: Resource;
  action?: Action;
  only?: readonly Role[];
  hiddenFor?: readonly Role[];
  badge?: keyof MenuBadges;
  children?: readonly MenuItemDef[];
}

export interface MenuSectionDef {
  id: 'main' | 'kindergarten' | 'platform' | 'admin';
  /** Heading shown above the section; the main section has none. */
  title?: string;
  items: readonly MenuItemDef[];
}

const { Director, Teacher, Parent, MON, Municipality, Administrator, Master, ResourceSpecialist, Manciple } =
  Role;
/** MON and Municipality work across kindergartens: they see reports, not a kindergarten's operations. */
const oversight = [MON, Municipality] as const;
const kindergartenStaff = [Director, Teacher, Administrator, ResourceSpecialist, Manciple] as const;
/** Users without a kindergarten have no inbox, board or polls of their own (Master writes from /admin/messages). */
const withoutKindergarten = [MON, Municipality, Master] as const;

export const menuSections: readonly MenuSectionDef[] = [
  {
    id: 'main',
    items: [
      { label: 'Начало', to: '/' },
      {
        label: 'Табло',
        to: '/notes',
        resource: 'Dashboards',
        hiddenFor: withoutKindergarten,
        badge: 'unseenNotifications',
      },
      {
        label: 'Съобщения',
        to: '/messages',
        resource: 'Messages',
        hiddenFor: withoutKindergarten,
        badge: 'unseenMessages',
      },
      {
        label: 'Календар',
        to: '/calendar',
        resource: 'Events',
        hiddenFor: oversight,
        badge: 'unseenEvents',
      },
      {
        label: 'Анкети и формуляри',
        to: '/polls',
        resource: 'Polls',
        hiddenFor: withoutKindergarten,
        badge: 'unvotedPolls',
      },
      {
        label: 'Справки',
        to: '/administrative-references',
        resource: 'AdministrativeReferences',
        only: oversight,
      },
    ],
  },
  {
    id: 'kindergarten',
    title: 'Детска градина',
    items: [
      { label: 'Седмично разписание', to: '/schedule', resource: 'WeeklySchedules', hiddenFor: [Master] },
      { label: 'Седмично меню', to: '/menu', resource: 'Menus', hiddenFor: [Master, ...oversight] },
      {
        label: 'Присъствия',
        to: '/attendances',
        hiddenFor: [Master, ...oversight],
        children: [
          { label: 'Отбелязване', to: '/attendances/management', resource: 'StudentAttendances' },
          { label: 'Заявления', to: '/attendances/applications', resource: 'AttendanceRequests' },
          { label: 'Медицински бележки', to: '/attendances/medical-notices', resource: 'MedicalNotes' },
          {
            label: 'Справки',
            to: '/attendances/references',
            resource: 'AttendanceReferences',
            hiddenFor: [Parent],
          },
        ],
      },
      {
        label: 'Тематично разпределение',
        to: '/education-plan-topic',
        hiddenFor: [Parent, Master, ...oversight],
        children: [
          {
            label: 'Собствени теми',
            to: '/education-plan-topic/custom-themes',
            resource: 'EducationPlanTopics',
          },
          {
            label: 'Общи теми',
            to: '/education-plan-topic/general-themes',
            page: '/education-plan-topic/general-themes/{id?}',
            resource: 'EducationPlanTopics',
          },
        ],
      },
      {
        label: 'Деца',
        to: '/kids',
        hiddenFor: [Master, ...oversight],
        children: [
          { label: 'Списък на децата', to: '/kids/records', resource: 'Students', hiddenFor: [Parent] },
          { label: 'Антропометрия', to: '/kids/measurements', resource: 'StudentAnthropometrics' },
          { label: 'Портфолио', to: '/kids/portfolio', resource: 'StudentPortfolios' },
          {
            label: 'Удостоверения',
            to: '/kids/export-certificate',
            resource: 'PreschoolCertificates',
            hiddenFor: [Parent],
          },
        ],
      },
      {
        label: 'Образователни резултати',
        to: '/educational-results',
        hiddenFor: [Master, ...oversight],
        children: [
          { label: 'Резултати', to: '/educational-results/records', resource: 'EducationalResults' },
          {
            label: 'Справки',
            to: '/educational-results/references',
            resource: 'EducationalResults',
            hiddenFor: [Parent],
          },
          {
            label: 'Шаблони',
            to: '/educational-results/templates',
            resource: 'EducationalResults',
            action: 'create',
            hiddenFor: [Parent],
          },
        ],
      },
      {
        label: 'Допълнителни дейности',
        to: '/activities',
        hiddenFor: [Master, ...oversight],
        children: [
          // The parent pages (spec section 6: parents get the parent activity pages).
          {
            label: 'Посещения',
            to: '/activities/parents/attendances',
            resource: 'Activities',
            only: [Parent],
          },
          { label: 'Такси', to: '/activities/parents/fees', resource: 'ActivityFees', only: [Parent] },
          {
            label: 'Доставчици',
            to: '/activities/parents/providers',
            resource: 'Activities',
            only: [Parent],
          },
          // The kindergarten's pages.
          {
            label: 'Дейности',
            to: '/activities/management',
            resource: 'Activities',
            only: kindergartenStaff,
          },
          { label: 'Групи', to: '/activities/groups', resource: 'Activities', only: kindergartenStaff },
          {
            label: 'Записвания',
            to: '/activities/applications',
            resource: 'ActivityEnrollments',
            only: kindergartenStaff,
          },
          {
            label: 'Присъствия',
            to: '/activities/attendances',
            resource: 'ActivityAttendances',
            only: kindergartenStaff,
          },
          { label: 'Такси', to: '/activities/fees', resource: 'ActivityFees', only: kindergartenStaff },
          {
            label: 'Счетоводство',
            to: '/activities/accounting',
            resource: 'Invoices',
            only: kindergartenStaff,
          },
          {
            label: 'Известия',
            to: '/activities/notifications',
            resource: 'Activities',
            action: 'update',
            only: kindergartenStaff,
          },
          {
            label: 'Настройки',
            to: '/activities/preferences',
            resource: 'Activities',
            action: 'update',
            only: kindergartenStaff,
          },
          {
            label: 'Справки',
            to: '/activities/references',
            resource: 'ActivityFees',
            only: kindergartenStaff,
          },
        ],
      },
      {
        label: 'Почивни дни',
        to: '/days-off',
        resource: 'DaysOff',
        hiddenFor: [Parent, Master, ...oversight],
      },
      {
        label: 'Добавяне на дете',
        to: '/parent-child-application',
        resource: 'ParentRegistration',
        action: 'create',
        only: [Parent],
      },
      {
        label: 'Групи',
        to: '/groups/management',
        resource: 'Classes',
        hiddenFor: [Parent, Master, ...oversight],
      },
      {
        label: 'Персонал',
        to: '/staff',
        hiddenFor: [Parent, Master, ...oversight],
        children: [
          { label: 'Педагогически персонал', to: '/staff/pedagogical', resource: 'Teachers' },
          { label: 'Присъствия', to: '/staff/attendances', resource: 'TeacherAttendances' },
          { label: 'Хранене', to: '/staff/meals', resource: 'TeacherMeals' },
          { label: 'Замествания', to: '/staff/members-substitution', resource: 'TeacherSubstitutions' },
          {
            label: 'Справки',
            to: '/staff/references',
            page: '/staff/references/attendances',
            resource: 'TeacherAttendances',
          },
        ],
      },
      {
        label: 'Родители',
        to: '/parents/management',
        resource: 'Parents',
        hiddenFor: [Parent, Master, ...oversight],
      },
      {
        label: 'Кухня',
        to: '/kitchen',
        hiddenFor: [Parent, Master, ...oversight],
        children: [
          { label: 'Менюта', to: '/kitchen/menu', resource: 'Menus', action: 'create' },
          { label: 'Рецепти', to: '/kitchen/recipes', resource: 'Recipes' },
        ],
      },
      {
        label: 'Склад',
        to: '/storage',
        hiddenFor: [Parent, Master, ...oversight],
        children: [
          { label: 'Продукти', to: '/storage/products', resource: 'Products' },
          { label: 'Складове', to: '/storage/warehouses', resource: 'Warehouses' },
          { label: 'Наличности', to: '/storage/stock', resource: 'Stocks' },
          { label: 'Налични количества', to: '/storage/stock-availability', resource: 'Stocks' },
          { label: 'Заявки', to: '/storage/requests', resource: 'StockRequests' },
          { label: 'Поръчки към доставчици', to: '/storage/suppliers-requests', resource: 'StockOrders' },
          { label: 'Доставчици', to: '/storage/suppliers', resource: 'Suppliers' },
          { label: 'Производители', to: '/storage/manufacturers', resource: 'Products' },
          { label: 'Бракуване', to: '/storage/scrappings', resource: 'StockScrappings' },
          { label: 'Калкулации', to: '/storage/calculations', resource: 'StockReferences' },
          { label: 'Справки', to: '/storage/references', resource: 'StockReferences' },
        ],
      },
      {
        label: 'Администрация',
        to: '/administration',
        hiddenFor: [Parent, Master, ...oversight],
        children: [
          { label: 'Книги', to: '/administration/books', resource: 'AdministrationBooks' },
          { label: 'Документи', to: '/administration/documents', resource: 'AdministrationDocuments' },
          { label: 'Инвентар', to: '/administration/inventory', resource: 'Inventory' },
          {
            label: 'Квалификационни дейности',
            to: '/administration/qualification-activities',
            resource: 'QualificationActivities',
          },
          {
            label: 'Седмично разписание',
            to: '/administration/weekly-schedule',
            resource: 'WeeklySchedules',
            action: 'update',
          },
          { label: 'Експорт на дневник', to: '/administration/export-classbook', resource: 'ClassBooks' },
        ],
      },
    ],
  },
  {
    id: 'platform',
    title: 'Платформа',
    items: [
      { label: 'Потребителски групи', to: '/platform/groups', resource: 'UserGroups', hiddenFor: [Parent] },
      {
        label: 'Настройки',
        to: '/platform/settings',
        hiddenFor: [Parent, MON, Master],
        children: [
          // Settings change the kindergarten's setup: they need the right to change it, except the lock
          // screen, which Municipality may see (spec section 6).
          {
            label: 'Учебни години',
            to: '/platform/settings/school-years',
            resource: 'KindergartenPeriods',
            action: 'update',
            hiddenFor: [Municipality],
          },
          { label: 'Заключване', to: '/platform/settings/lock', resource: 'ModuleSettings' },
          {
            label: 'Конфигурация',
            to: '/platform/settings/configuration',
            resource: 'PlatformSettings',
            action: 'update',
            hiddenFor: [Municipality],
          },
          {
            label: 'Предмети',
            to: '/platform/settings/subjects',
            resource: 'Subjects',
            action: 'update',
            hiddenFor: [Municipality],
          },
          {
            label: 'Фактури',
            to: '/platform/settings/invoices',
            resource: 'Invoices',
            action: 'update',
            hiddenFor: [Municipality],
          },
          {
            label: 'НЕИСПУО',
            to: '/platform/settings/neispuo',
            resource: 'Neispuo',
            action: 'update',
            hiddenFor: [Municipality],
          },
          {
            label: 'База данни',
            to: '/platform/settings/database',
            resource: 'PlatformSettings',
            action: 'update',
            hiddenFor: [Municipality],
          },
        ],
      },
      { label: 'Помощ', to: '/platform/help' },
      { label: 'За платформата', to: '/platform/about' },
    ],
  },
  {
    id: 'admin',
    title: 'Администриране',
    items: [
      { label: 'Детски градини', to: '/admin/kindergartens', resource: 'Kindergartens', only: [Master] },
      {
        label: 'Потребители',
        to: '/admin/user',
        only: [Master],
        children: [
          { label: 'Профили', to: '/admin/user/account', resource: 'AccountManagement' },
          { label: 'Активиране', to: '/admin/user/activation', resource: 'AccountManagement' },
          { label: 'Информация', to: '/admin/user/info', resource: 'AccountManagement' },
          { label: 'Профили на МОН', to: '/admin/user/mon', resource: 'AccountManagement' },
          { label: 'Профили на общини', to: '/admin/user/municipal', resource: 'AccountManagement' },
        ],
      },
      {
        label: 'Съобщения',
        to: '/admin/messages',
        only: [Master],
        children: [
          { label: 'Табло', to: '/admin/messages/dashboard', resource: 'DashboardMessages' },
          {
            label: 'Съобщения в реално време',
            to: '/admin/messages/real-time',
            resource: 'MaintenanceMessages',
          },
        ],
      },
      { label: 'Почивни дни', to: '/admin/days-off', only: [Master] },
      {
        label: 'Дейности',
        to: '/admin/activities',
        only: [Master],
        children: [
          { label: 'Дейности', to: '/admin/activities/activities' },
          { label: 'Доставчици', to: '/admin/activities/providers' },
        ],
      },
      {
        label: 'Тематично разпределение',
        to: '/admin/education-plan-topic',
        only: [Master],
        children: [
          { label: 'Издателства', to: '/admin/education-plan-topic/publishers' },
          { label: 'Теми по предмети', to: '/admin/education-plan-topic/subject-topics' },
        ],
      },
      {
        label: 'Продукти',
        to: '/admin/products',
        only: [Master],
        children: [
          { label: 'Списък', to: '/admin/products/list' },
          { label: 'Категории', to: '/admin/products/categories' },
          { label: 'Алергени', to: '/admin/products/allergens' },
          { label: 'Заместители', to: '/admin/products/substitutions' },
        ],
      },
      {
        label: 'Рецепти',
        to: '/admin/recipes',
        only: [Master],
        children: [
          { label: 'Списък', to: '/admin/recipes/list' },
          { label: 'Рецептурници', to: '/admin/recipes/recipe-books' },
        ],
      },
      {
        label: 'Шаблони',
        to: '/admin/templates',
        only: [Master],
        children: [
          { label: 'Книги', to: '/admin/templates/books' },
          { label: 'Образователни резултати', to: '/admin/templates/educational-results' },
        ],
      },
      { label: 'Префикси на книги', to: '/admin/books/prefixes', only: [Master] },
      {
        label: 'Портфолио',
        to: '/admin/portfolios',
        only: [Master],
        children: [
          { label: 'Фонове', to: '/admin/portfolios/background' },
          { label: 'Шаблони', to: '/admin/portfolios/templates' },
        ],
      },
      { label: 'НЕИСПУО', to: '/admin/neispuo/attendances', resource: 'Neispuo', only: [Master] },
    ],
  },
];

/** The partners' section (spec: needs read on KindergartenResources; not for MON or Municipality). */
export const resourcesMenu = {
  title: 'Ресурси',
  resource: 'KindergartenResources' as Resource,
  hiddenFor: oversight as readonly Role[],
  /** The page each partner's entry leads to, `/resources/{id}`. */
  page: '/resources/{product}',
  to: (partnerId: string | number) => `/resources/${encodeURIComponent(String(partnerId))}`,
};
