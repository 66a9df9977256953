import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DynamoDB requests are built only in the data kit (`platform/db/`) and in the areas' `items.ts` files, so
 * metering, retries and the 404/409 mapping are the same everywhere and an area's keys live in one place.
 */
const root = path.resolve(import.meta.dirname, '../..');

/**
 * What still builds requests itself; the integrator moves it onto the kit and empties this. The three areas
 * that other work is changing are listed as folders (their files come and go), the rest file by file.
 */
const stillToMove: string[] = [];
const onList = (file: string) =>
  stillToMove.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

const command =
  /\bnew\s+(Get|Put|Query|Update|Delete|BatchGet|BatchWrite|TransactWrite|TransactGet|Scan)(Item|Items)?Command\b/;
/**
 * A request or transaction item written by hand names its table: `TableName:` or a call of `tableName()`
 * (`{ Put: { TableName: tableName(), ConditionExpression: … } }` built for the kit's transaction). Outside
 * the kit an area describes a write as the kit's op (`{ put, condition }`), which the kit turns into one.
 */
const rawRequest = /\bTableName\s*:|\btableName\s*\(\s*\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

const inKit = (file: string) => file.startsWith('platform/db/') || path.basename(file) === 'items.ts';

describe('the data kit', () => {
  const building = sourceFiles(root)
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .filter((f) => command.test(readFileSync(path.join(root, f), 'utf8')));

  it('is the only place (with the areas’ items.ts) that builds DynamoDB commands', () => {
    const offenders = building.filter((f) => !inKit(f) && !onList(f));
    expect(
      offenders,
      'build these requests with functions/src/platform/db (or in the area’s items.ts)',
    ).toEqual([]);
  });

  it('is the only place (with the areas’ items.ts) that writes raw requests naming the table', () => {
    const raw = sourceFiles(root)
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .filter((f) => !inKit(f) && rawRequest.test(readFileSync(path.join(root, f), 'utf8')));
    expect(
      raw,
      'describe these writes as the data kit’s ops (platform/db/transact.ts) or move them to items.ts',
    ).toEqual([]);
  });

  it('recognises a raw transaction item and a table name call', () => {
    expect(rawRequest.test("{ Put: { TableName: tableName(), Item, ConditionExpression: 'x' } }")).toBe(true);
    expect(rawRequest.test('const t = tableName();')).toBe(true);
    expect(rawRequest.test('{ put: item, condition: { absent: true } }')).toBe(false);
  });

  it('lists only what still builds commands (take an entry off once it is moved), and names those files', () => {
    const moved = stillToMove.filter(
      (entry) => !building.some((f) => onList(f) && (f === entry || f.startsWith(entry))),
    );
    expect(moved, 'these no longer build commands: take them off the list').toEqual([]);
    const remaining = building.filter((f) => !inKit(f));
    console.info(`${remaining.length} files still build DynamoDB commands:\n  ${remaining.join('\n  ')}`);
  });
});
