import { Role } from '@gradina/shared';
import { type MenuSectionDef, oversight, withoutKindergarten } from './menu-items';
import { kindergartenSection } from './menu-kindergarten';

const { Parent, MON, Municipality, Master } = Role;

/** The side menu's sections in their order (the entries' rules: `MenuItemDef` in menu-items.ts). */
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
  kindergartenSection,
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
      { label: 'Почивни дни', to: '/admin/days-off', resource: 'NationalDaysOff', only: [Master] },
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
