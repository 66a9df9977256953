import { menuWeekPdf } from '../../domain/kitchen/menu-print';
import { getMenu } from '../../domain/kitchen/menus';
import { notFound } from '../../platform/http/errors';

/**
 * The kitchen's menu files (`/api/Files/kitchen-menus/{kindergartenId}/{fileId}`, issue #35): a menu's week
 * printed, at an address made of the menu and a date of the week (`<menuId>_<YYYY-MM-DD>`), so a link sent
 * to parents keeps opening the same week. Another kindergarten's address answers as a missing file.
 */
export async function kitchenMenuFile(
  sessionKindergartenId: string,
  path: { kindergartenId: string; fileId: string },
) {
  const missing = () => notFound('Файлът не е намерен.');
  if (path.kindergartenId !== sessionKindergartenId) throw missing();
  const cut = path.fileId.lastIndexOf('_');
  const date = path.fileId.slice(cut + 1);
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw missing();
  const menu = await getMenu(sessionKindergartenId, path.fileId.slice(0, cut));
  if (!menu) throw missing();
  return menuWeekPdf(sessionKindergartenId, menu, date);
}
