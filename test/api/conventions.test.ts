import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API suites check behaviour through the API. What no route shows (a stored hash, an item a refusal
 * must not leave) is read through the named helpers of test/support/stored.ts, built on the data kit, so a
 * test file never builds a DynamoDB request or reaches for the table itself.
 */
const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

const rules: [string, RegExp][] = [
  [
    'builds a DynamoDB command',
    /\bnew\s+(Get|Put|Query|Update|Delete|BatchGet|BatchWrite|TransactWrite|TransactGet|Scan)(Item|Items)?Command\b/,
  ],
  ['imports the DynamoDB SDK', /from\s+['"]@aws-sdk\/(lib-dynamodb|client-dynamodb)['"]/],
  ['calls tableName()', /\btableName\(\)/],
  ['sends through db()', /\bdb\(\)\.send\b/],
];

/** The rules' offences in one file's text, as "rule" strings. */
const offencesIn = (text: string) => rules.filter(([, re]) => re.test(text)).map(([rule]) => rule);

describe('the API suites', () => {
  it('never build a DynamoDB request or call tableName() themselves', () => {
    const offenders = sourceFiles(root)
      .filter((f) => f !== import.meta.filename)
      .flatMap((f) => {
        const found = offencesIn(readFileSync(f, 'utf8'));
        return found.length ? [`${path.relative(root, f)}: ${found.join(', ')}`] : [];
      });
    expect(offenders, 'read or arrange the table through test/support/stored.ts').toEqual([]);
  });

  it('recognises each way of reaching the table', () => {
    expect(offencesIn('await db().send(new QueryCommand({ TableName: tableName() }))')).toEqual([
      'builds a DynamoDB command',
      'calls tableName()',
      'sends through db()',
    ]);
    expect(offencesIn("import { GetCommand } from '@aws-sdk/lib-dynamodb';")).toEqual([
      'imports the DynamoDB SDK',
    ]);
    expect(offencesIn("await api(kg.director, 'communication.boardMessages');")).toEqual([]);
  });
});
