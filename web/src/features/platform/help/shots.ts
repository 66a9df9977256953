/**
 * The screens the help topics show, as the UI screenshot suite takes them (test/e2e/ui-screenshots.spec.ts):
 * signed in as `role`, the page at `path` once `ready` shows, the main area at 1280×800 into
 * `web/public/help/<topic>.jpg`, which the build serves as `/help/<topic>.jpg`.
 */
export interface HelpShot {
  /** The topic's slug, and the picture's name. */
  topic: string;
  role: 'director' | 'teacher' | 'parent' | 'manciple' | 'master';
  path: string;
  /** A test id that shows once the page has its data. */
  ready: string;
  alt: string;
}

export const helpShots: readonly HelpShot[] = [
  {
    topic: 'communication',
    role: 'director',
    path: '/messages',
    ready: 'message-row',
    alt: 'Списъкът със съобщения',
  },
  {
    topic: 'attendance',
    role: 'teacher',
    path: '/attendances/management',
    ready: 'attendance-grid',
    alt: 'Таблицата за отбелязване на присъствията на група',
  },
  {
    topic: 'children',
    role: 'director',
    path: '/kids/records',
    ready: 'children-page',
    alt: 'Списъкът на децата',
  },
  {
    topic: 'education',
    role: 'director',
    path: '/references/lecture-lessons',
    ready: 'lessons-page',
    alt: 'Проведените ситуации на групата',
  },
  {
    topic: 'activities',
    role: 'director',
    path: '/activities/management',
    ready: 'activities-page',
    alt: 'Допълнителните дейности на детската градина',
  },
  {
    topic: 'staff',
    role: 'director',
    path: '/staff/pedagogical',
    ready: 'staff-page',
    alt: 'Списъкът на персонала',
  },
  {
    topic: 'kitchen',
    role: 'manciple',
    path: '/kitchen/recipes',
    ready: 'recipes-page',
    alt: 'Рецептите на кухнята',
  },
  { topic: 'references', role: 'director', path: '/references', ready: 'references-index', alt: 'Справките' },
  {
    topic: 'resources',
    role: 'director',
    path: '/resources',
    ready: 'resources-partner',
    alt: 'Партньорите',
  },
  {
    topic: 'settings',
    role: 'director',
    path: '/platform/groups',
    ready: 'groups-row',
    alt: 'Потребителските групи на детската градина',
  },
];

export const shotOf = (topic: string) => helpShots.find((s) => s.topic === topic);
