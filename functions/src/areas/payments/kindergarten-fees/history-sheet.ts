/**
 * The municipal history's sheet (issue #33): a header line, then child, month, amount in leva and paid (leva,
 * or „да“/„не“). Pure, so the rules of a row are tested without a file.
 */

export const euroDay = '2026-01';

export interface HistoryRow {
  childName: string;
  month: string;
  amountBgnCents: number;
  paidBgnCents: number;
}

const stotinki = (v: unknown): number | undefined => {
  const n =
    typeof v === 'number'
      ? v
      : Number(
          String(v ?? '')
            .replace(/\s/g, '')
            .replace(',', '.'),
        );
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
};

/** `MM.YYYY`, `YYYY-MM` or a date cell as `YYYY-MM`. */
function monthOfCell(v: unknown): string | undefined {
  if (v instanceof Date) return v.toISOString().slice(0, 7);
  const t = String(v ?? '').trim();
  // The report kit reads a date cell as `YYYY-MM-DD`.
  const dated = /^(\d{4}-(0[1-9]|1[0-2]))-\d{2}$/.exec(t);
  if (dated) return dated[1];
  const dotted = /^(\d{1,2})\.(\d{4})$/.exec(t);
  if (dotted) return `${dotted[2]}-${dotted[1]!.padStart(2, '0')}`;
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(t) ? t : undefined;
}

/**
 * The rows of the sheet (a header line first): child, month, amount in leva, paid in leva (or „да“/„не“).
 * Answers the rows and the problems by row number. Pure.
 */
export function historyRows(cells: readonly (readonly unknown[])[]) {
  const rows: HistoryRow[] = [];
  const problems: string[] = [];
  cells.slice(1).forEach((c, i) => {
    const line = i + 2;
    const childName = String(c[0] ?? '').trim();
    if (!childName && c.every((v) => v === null || v === undefined || v === '')) return;
    const month = monthOfCell(c[1]);
    const amount = stotinki(c[2]);
    const paidText = String(c[3] ?? '')
      .trim()
      .toLowerCase();
    const paid = paidText === 'да' ? amount : paidText === 'не' || paidText === '' ? 0 : stotinki(c[3]);
    if (!childName) problems.push(`ред ${line}: няма дете`);
    else if (!month) problems.push(`ред ${line}: месецът трябва да е ММ.ГГГГ`);
    else if (month >= euroDay) problems.push(`ред ${line}: ${month} е след въвеждането на еврото`);
    else if (amount === undefined) problems.push(`ред ${line}: сумата не е число`);
    else if (paid === undefined || paid > amount)
      problems.push(`ред ${line}: платеното не е число до сумата`);
    else rows.push({ childName, month, amountBgnCents: amount, paidBgnCents: paid });
  });
  return { rows, problems };
}
