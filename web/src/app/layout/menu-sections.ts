import { type Resource, Role } from '@gradina/shared';
import { branch, entry, type MenuSectionDef, oversight, sharing, withoutKindergarten } from './menu-items';
import { kindergartenSection } from './menu-kindergarten';

const { Parent, MON, Municipality, Master } = Role;
/** The administration of the platform itself. */
const masterOnly = { only: [Master] };
/** A kindergarten setting: changing it needs the right to change its resource; Municipality never sees it. */
const setting = (label: string, to: string, resource: Resource) =>
  entry(label, to, resource, { action: 'update', hiddenFor: [Municipality] });

/** The side menu's sections in their order (the entries' rules: `MenuItemDef` in menu-items.ts). */
export const menuSections: readonly MenuSectionDef[] = [
  {
    id: 'main',
    items: [
      entry('Начало', '/'),
      entry('Табло', '/notes', 'Dashboards', {
        hiddenFor: withoutKindergarten,
        badge: 'unseenNotifications',
      }),
      entry('Съобщения', '/messages', 'Messages', {
        hiddenFor: withoutKindergarten,
        badge: 'unseenMessages',
      }),
      entry('Календар', '/calendar', 'Events', { hiddenFor: oversight, badge: 'unseenEvents' }),
      entry('Анкети и формуляри', '/polls', 'Polls', {
        hiddenFor: withoutKindergarten,
        badge: 'unvotedPolls',
      }),
      entry('Справки', '/administrative-references', 'AdministrativeReferences', { only: oversight }),
    ],
  },
  kindergartenSection,
  {
    id: 'platform',
    title: 'Платформа',
    items: [
      entry('Потребителски групи', '/platform/groups', 'UserGroups', { hiddenFor: [Parent] }),
      branch('Настройки', '/platform/settings', { hiddenFor: [Parent, MON, Master] }, [
        // Settings change the kindergarten's setup: they need the right to change it, except the lock
        // screen, which Municipality may see (spec section 6).
        setting('Учебни години', '/platform/settings/school-years', 'KindergartenPeriods'),
        entry('Заключване', '/platform/settings/lock', 'ModuleSettings'),
        setting('Конфигурация', '/platform/settings/configuration', 'PlatformSettings'),
        setting('Предмети', '/platform/settings/subjects', 'Subjects'),
        setting('Фактури', '/platform/settings/invoices', 'Invoices'),
        setting('НЕИСПУО', '/platform/settings/neispuo', 'Neispuo'),
        // Where the director turns the kindergarten fees on (issue #33): so it needs the settings' right, not Fees.
        setting('Видове такси', '/platform/settings/fees-types_depricated', 'PlatformSettings'),
        setting('База данни', '/platform/settings/database', 'PlatformSettings'),
      ]),
      entry('Помощ', '/platform/help'),
      entry('За платформата', '/platform/about'),
    ],
  },
  {
    id: 'admin',
    title: 'Администриране',
    items: sharing(masterOnly, [
      entry('Детски градини', '/admin/kindergartens', 'Kindergartens'),
      branch('Потребители', '/admin/user', {}, [
        entry('Профили', '/admin/user/account', 'AccountManagement'),
        entry('Активиране', '/admin/user/activation', 'AccountManagement'),
        entry('Информация', '/admin/user/info', 'AccountManagement'),
        entry('Профили на МОН', '/admin/user/mon', 'AccountManagement'),
        entry('Профили на общини', '/admin/user/municipal', 'AccountManagement'),
      ]),
      branch('Съобщения', '/admin/messages', {}, [
        entry('Табло', '/admin/messages/dashboard', 'DashboardMessages'),
        entry('Съобщения в реално време', '/admin/messages/real-time', 'MaintenanceMessages'),
      ]),
      entry('Почивни дни', '/admin/days-off', 'NationalDaysOff'),
      branch('Дейности', '/admin/activities', {}, [
        entry('Дейности', '/admin/activities/activities'),
        entry('Доставчици', '/admin/activities/providers'),
      ]),
      branch('Тематично разпределение', '/admin/education-plan-topic', {}, [
        entry('Издателства', '/admin/education-plan-topic/publishers'),
        entry('Теми по предмети', '/admin/education-plan-topic/subject-topics'),
      ]),
      branch('Продукти', '/admin/products', {}, [
        entry('Списък', '/admin/products/list'),
        entry('Категории', '/admin/products/categories'),
        entry('Алергени', '/admin/products/allergens'),
        entry('Заместители', '/admin/products/substitutions'),
      ]),
      branch('Рецепти', '/admin/recipes', {}, [
        entry('Списък', '/admin/recipes/list'),
        entry('Рецептурници', '/admin/recipes/recipe-books'),
      ]),
      branch('Шаблони', '/admin/templates', {}, [
        entry('Книги', '/admin/templates/books'),
        entry('Образователни резултати', '/admin/templates/educational-results'),
      ]),
      entry('Префикси на книги', '/admin/books/prefixes'),
      branch('Портфолио', '/admin/portfolios', {}, [
        entry('Фонове', '/admin/portfolios/background'),
        entry('Шаблони', '/admin/portfolios/templates'),
      ]),
      entry('НЕИСПУО', '/admin/neispuo/attendances', 'Neispuo'),
    ]),
  },
];
