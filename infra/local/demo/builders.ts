/**
 * Test data builders (eVaka style): each function builds one entity with sensible defaults, takes
 * overrides for what a test cares about, and records what it built in its world; `saveAll` writes a world.
 * The demo data of the local cloud and the integration tests are built from the same functions.
 *
 *   const w = createWorld();                 // ids and e-mails unique to this world
 *   const kg = w.aKindergarten();
 *   const group = w.aGroup(kg, { ageKind: GroupAgeKinds.Nursery });
 *   const child = w.aChild(kg, group);
 *   w.aGuardian(child, w.aParent(kg));
 *   await saveAll(db(), tableName(), w.items);
 *
 * Names and dates come from a seeded PRNG (`seed`), ids from one seeded by `namespace` as well: a world
 * built twice with the same options is the same world; a world with the default (random) namespace shares
 * no id, e-mail or phone with any other. The builders live by feature beside this file.
 */
import { kindergartenBuilders } from './kindergarten-builders';
import { peopleBuilders } from './people-builders';
import { createWorldContext, type WorldOptions } from './world-context';

export * from './kindergarten-builders';
export * from './people-builders';
export { saveAll } from './save-world';
export {
  ageOn,
  demoPassword,
  demoToday,
  isDbItem,
  isUserSeed,
  type SeedItem,
  schoolYearOf,
  type UserSeed,
  type WorldOptions,
} from './world-context';

export type World = ReturnType<typeof createWorld>;

export function createWorld(options: WorldOptions = {}) {
  const ctx = createWorldContext(options);
  return {
    namespace: ctx.namespace,
    today: ctx.today,
    /** Everything built so far, in order; pass it to `saveAll`. */
    items: ctx.items,
    /** A new unique id. */
    id: () => ctx.ids.uuid(),
    random: ctx.rnd,
    ...kindergartenBuilders(ctx),
    ...peopleBuilders(ctx),
  };
}
