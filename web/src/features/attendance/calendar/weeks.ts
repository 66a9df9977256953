/**
 * The weeks of a month as a calendar shows them, Monday first: each week seven slots, a date (YYYY-MM-DD) or
 * null before the first and after the last day.
 */
export function calendarWeeks(year: number, month: number): (string | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: 0 Sunday … 6 Saturday; Monday-first offset of the 1st.
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const mm = String(month).padStart(2, '0');
  const slots: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${year}-${mm}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (slots.length % 7 !== 0) slots.push(null);
  return Array.from({ length: slots.length / 7 }, (_, w) => slots.slice(w * 7, w * 7 + 7));
}
