/**
 * The kit rules of `source-rules.test.ts` (issue #27): pages build fields, queries and stale edits only
 * through the kits, so each is written once.
 */

export interface KitRule {
  name: 'controller' | 'query-key' | 'stale-modal' | 'dropdown-route';
  why: string;
  /** A line of code (comments removed) that breaks the rule. */
  pattern: RegExp;
  /** Folders (prefixes of paths from the repository root) where the kit itself lives. */
  allowed: readonly string[];
  /** A sample that breaks the rule, and the same written the kit's way. */
  planted: string;
  kitWay: string;
}

/** This file, whose samples break the rules on purpose. */
const kitsFile = 'web/src/ui/source-rules.kits.ts';

export const kitRules: readonly KitRule[] = [
  {
    name: 'controller',
    why: 'form fields bind through ui/fields (Field.Text, Field.Date…), never a hand-written <Controller>',
    pattern: /<Controller\b|\buseController\s*\(/,
    allowed: ['web/src/ui/', kitsFile],
    planted: `<Controller control={form.control} name="name" render={({ field }) => <TextInput {...field} />} />`,
    kitWay: `<Field.Text form={page} name="name" testId="x-name" />`,
  },
  {
    name: 'query-key',
    why: 'query keys come from the route id and input (api/query.ts: useRouteQuery, invalidateRoutes), never a literal',
    pattern: /\bqueryKey\s*:/,
    allowed: ['web/src/api/', kitsFile],
    planted: `useQuery({ queryKey: ['api', 'kindergartens.daysOffOverview'], queryFn: readDaysOff });`,
    kitWay: `useRouteQuery('kindergartens.daysOffOverview', { query: { kindergartenId } });`,
  },
  {
    name: 'stale-modal',
    why: 'a stale save is answered through useStaleEdit or the form kit (ui/page), never StaleEditModal by hand',
    pattern: /<StaleEditModal\b|\bStaleEditModal\s*[,}]|\bisStaleEdit\b/,
    allowed: ['web/src/ui/', kitsFile],
    planted: `<StaleEditModal opened={stale} reloading={false} onReload={reload} onCancel={close} />`,
    kitWay: `const stale = useStaleEdit(() => record.refetch());`,
  },
  {
    name: 'dropdown-route',
    why: 'the option lists every area picks from are read through ui/fields/options.ts (Field.Child, useChildOptions…); refreshing them by route id is fine',
    pattern:
      /(?:apiQuery|useRouteQuery|callApi)\(\s*'(children\.childDropdown|kindergartens\.schoolYears|activities\.activityOptions|staff\.staffForKindergarten|staff\.staffForActivities|staff\.teachersPedagogues)'/,
    // The frame's reply seeds the school years' cache entry the options hook reads.
    allowed: ['web/src/ui/fields/', 'web/src/api/', kitsFile],
    planted: `export const childrenQuery = (kindergartenId: string) => apiQuery('children.childDropdown', { query: { kindergartenId } });`,
    kitWay: `const children = useChildOptions(groupId); invalidateRoutes(client, 'children.childDropdown');`,
  },
];
