/**
 * Data at scale for benchmarks: N kindergartens spread over the country's towns, each with its school year,
 * groups, M children with a parent each, and a director. Every call builds new kindergartens with ids of
 * their own, so it can run again on the same table.
 *
 *   TABLE_NAME=gradina DYNAMODB_ENDPOINT=http://127.0.0.1:8000 npm run demo:scale -- --kindergartens 50 --children 120
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { db, tableName as tableFromEnv } from '../../functions/src/platform/db/client';
import { Gender, GroupAgeKinds, Role } from '../../shared/src/enums';
import { parseCsv } from '../reference-data/csv';
import { createWorld, saveAll } from './demo/builders';
import { groupNicknames } from './demo/names';

export interface ScaleOptions {
  kindergartens: number;
  childrenPerKindergarten: number;
  /** Children per group (default 20). */
  groupSize?: number;
  /** Ids and e-mails are unique to it; default random. */
  namespace?: string;
  seed?: number;
}

export interface ScaleResult {
  namespace: string;
  directors: { kindergartenId: string; email: string; password: string }[];
  counts: Record<string, number>;
  seconds: number;
}

const groupKinds = [
  GroupAgeKinds.Nursery,
  GroupAgeKinds.FirstGroup,
  GroupAgeKinds.Kindergarten,
  GroupAgeKinds.PGGroups,
  GroupAgeKinds.PGGroups,
];

function towns() {
  const rows = parseCsv(
    readFileSync(new URL('../reference-data/ekatte/settlements.csv', import.meta.url), 'utf8'),
  );
  return rows.filter((r) => r.kind === 'гр.').sort((a, b) => a.code!.localeCompare(b.code!));
}

export async function seedScale(
  client: DynamoDBDocumentClient,
  tableName: string,
  { kindergartens, childrenPerKindergarten, groupSize = 20, namespace, seed = 7 }: ScaleOptions,
): Promise<ScaleResult> {
  const started = performance.now();
  const w = createWorld({ seed, ...(namespace ? { namespace } : {}) });
  const townList = towns();
  const directors: ScaleResult['directors'] = [];
  let children = 0;
  let groups = 0;
  for (let k = 0; k < kindergartens; k++) {
    const town = townList[k % townList.length]!;
    const kg = w.aKindergarten({
      name: `ДГ № ${k + 1} „${groupNicknames[k % groupNicknames.length]}“`,
      city: town.name!,
      town: `гр. ${town.name}`,
      townEkatte: town.code!,
      municipalityCode: town.municipalityCode!,
      regionCode: town.oblastCode!,
    });
    w.aSchoolYear(kg);
    const groupCount = Math.max(1, Math.ceil(childrenPerKindergarten / groupSize));
    const kgGroups = Array.from({ length: groupCount }, (_, i) =>
      w.aGroup(kg, { ageKind: groupKinds[i % groupKinds.length]!, capacity: groupSize + 5 }),
    );
    groups += kgGroups.length;
    for (let c = 0; c < childrenPerKindergarten; c++) {
      const family = w.aFamily();
      const child = w.aChild(kg, kgGroups[c % groupCount]!, { family });
      w.aGuardian(child, w.aParent(kg, { family, gender: Gender.Female }));
      children += 1;
    }
    const director = w.aUser({ baseRole: Role.Director });
    w.aStaffMember(kg, { role: Role.Director, user: director });
    directors.push({ kindergartenId: kg.id, email: director.email!, password: director.password });
    w.aStaffMember(kg, { role: Role.Teacher });
  }
  const written = await saveAll(client, tableName, w.items);
  return {
    namespace: w.namespace,
    directors,
    counts: { kindergartens, groups, children, items: written.items, users: written.users },
    seconds: (performance.now() - started) / 1000,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      kindergartens: { type: 'string', default: '10' },
      children: { type: 'string', default: '100' },
      namespace: { type: 'string' },
    },
  });
  const result = await seedScale(db(), tableFromEnv(), {
    kindergartens: Number(values.kindergartens),
    childrenPerKindergarten: Number(values.children),
    ...(values.namespace ? { namespace: values.namespace } : {}),
  });
  console.log(
    `scale data "${result.namespace}": ${JSON.stringify(result.counts)} in ${result.seconds.toFixed(1)} s; ` +
      `director of the first kindergarten: ${result.directors[0]?.email ?? '-'} / ${result.directors[0]?.password ?? '-'}`,
  );
}
