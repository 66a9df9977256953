import { classRows } from '../attendance-sync/overview';
import { connectedKindergartens, readSettings } from '../connection/items';
import { receivedOf } from '../medical-notices/items';

/**
 * The Master's overview of НЕИСПУО (/admin/neispuo/attendances): every connected kindergarten with its
 * institution code and school year, its class books, this month's records by state (the groups' sums of
 * `neispuo-classes`) and the medical notices received; and the school years kindergartens are connected for.
 */

async function overviewOf(kindergartenId: string) {
  const [settings, rows, notices] = await Promise.all([
    readSettings(kindergartenId),
    classRows(kindergartenId),
    receivedOf(kindergartenId),
  ]);
  if (!settings) return undefined;
  const sum = (field: 'waiting' | 'accepted' | 'refused' | 'unmatched') =>
    rows.reduce((total, r) => total + r[field], 0);
  return {
    kindergartenId,
    kindergartenName: rows[0]?.kindergartenName ?? '',
    institutionId: settings.institutionId,
    schoolYear: settings.schoolYear,
    classBooks: Object.keys(settings.classBooks).length,
    waiting: sum('waiting'),
    accepted: sum('accepted'),
    refused: sum('refused'),
    unmatched: sum('unmatched'),
    medicalNotices: notices.length,
    connectedAt: settings.connectedAt,
  };
}

export async function masterOverview(schoolYear?: number) {
  const rows = await Promise.all((await connectedKindergartens()).map(overviewOf));
  return rows
    .filter((r) => r !== undefined && (schoolYear === undefined || r.schoolYear === schoolYear))
    .map((r) => r!)
    .sort((a, b) => a.kindergartenName.localeCompare(b.kindergartenName, 'bg'));
}

export async function schoolYearsConnected() {
  const settings = await Promise.all((await connectedKindergartens()).map(readSettings));
  const counts = new Map<number, number>();
  for (const s of settings) if (s) counts.set(s.schoolYear, (counts.get(s.schoolYear) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => b - a)
    .map(([schoolYear, kindergartens]) => ({
      schoolYear,
      name: `${schoolYear}/${schoolYear + 1}`,
      kindergartens,
    }));
}
