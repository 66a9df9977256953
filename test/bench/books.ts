import type { RouteId } from '../../shared/src/manifest/index';
import { onDemoCloud, whenRunDirectly } from './demo-cloud';
import { callRoute, type MeteredCall } from './route-meter';

/**
 * The books' rows of `npm run bench` (issue #29) on the demo director's kindergarten: the DynamoDB requests
 * (handler only) of one numbered entry's save (the counter and the number's marker in the entry's
 * transaction), of a book's page of 50 entries (target <= 2) and of printing a book of 500 entries as PDF and
 * as Word (target <= 12). The director's control book of the active year is filled to 500 checks first.
 * `npx tsx test/bench/books.ts` runs it alone.
 */
export async function booksRows(baseUrl: string, token: string) {
  const call = (id: RouteId, example: Parameters<typeof callRoute>[3]) =>
    callRoute(baseUrl, token, id, example);
  const user = (await call('identity.userData', {})).body as {
    periodId: string;
    kindergartens: { id: string; isSelected: boolean }[];
  };
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const periodId = user.periodId;
  const book = async () =>
    (
      (await call('books.controlActivityBook', { query: { kindergartenId, periodId, PageSize: '50' } }))
        .body as {
        rowsCount: number;
      }
    ).rowsCount;
  let saves: MeteredCall | undefined;
  // Dates of the school year's spring, a check a day cycling over its months (a date out of the year is refused).
  for (let n = await book(); n < 500; n++)
    saves = await call('books.saveControlCheck', {
      body: {
        kindergartenId,
        periodId,
        date: `2027-0${(n % 6) + 1}-${String((n % 28) + 1).padStart(2, '0')}`,
        checked: `Група ${(n % 8) + 1}`,
        area: 'Планиране и провеждане на педагогическите ситуации',
        findings: 'Дейността се провежда според плана; дневникът е попълнен.',
      },
    });
  const page = await call('books.controlActivityBook', {
    query: { kindergartenId, periodId, PageSize: '50' },
  });
  const print = (format: string) =>
    call('books.exportBook', { path: { bookType: '4' }, query: { kindergartenId, periodId, format } });
  const rows: [string, MeteredCall | undefined, string][] = [
    ['a numbered entry saved', saves, 'figure (the number in its transaction)'],
    [`a book's page of 50 (${(page.body as { rowsCount: number }).rowsCount} entries)`, page, '<= 2'],
    ['print a book of 500 entries (PDF)', await print('pdf'), '<= 12'],
    ['print a book of 500 entries (Word)', await print('docx'), '<= 12'],
  ];
  console.log('\nBooks (issue #29, the director’s control book): DynamoDB requests, handler only');
  for (const [label, r, target] of rows)
    console.log(
      `${label.padEnd(44)} ${String(r?.status ?? '-').padStart(6)} ${String(r?.meter.requests ?? '-').padStart(8)} ${String(r?.meter.items ?? '-').padStart(6)}  ${target}`,
    );
}

whenRunDirectly(import.meta.url, () => onDemoCloud('books', (url, token) => booksRows(url, token)));
