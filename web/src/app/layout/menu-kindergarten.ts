import { Role } from '@gradina/shared';
import { kindergartenStaff, type MenuSectionDef, oversight } from './menu-items';

const { Parent, Master } = Role;

/** The kindergarten's operations: schedules, attendance, children, food, documents and its administration. */
export const kindergartenSection: MenuSectionDef = {
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
        {
          label: 'Такси за дейности',
          to: '/activities/parents/fees',
          resource: 'ActivityFees',
          only: [Parent],
        },
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
          // Parents file enrolment and removal requests there too (their own children's).
          only: [...kindergartenStaff, Parent],
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
        // Money ePay took for fees paid another way, to refund (issue #25): a view of the accounting page.
        {
          label: 'Надплатени суми',
          to: '/activities/accounting?view=overpayments',
          page: '/activities/accounting',
          resource: 'Payments',
          action: 'update',
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
    // The parent's fees of every child and activity, with the online payment (issue #25: the spec's address).
    { label: 'Такси', to: '/parents-fees', resource: 'ActivityFees', only: [Parent] },
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
};
