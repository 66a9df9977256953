import { communicationShellParts } from '../features/communication/shell';
import { identityShellParts } from '../features/identity/shell';
import type { ShellParts } from './layout/shell-parts';

/**
 * The one place areas plug into the shell (like `page-paths.ts` for pages): the shell's header items, menu
 * badges and background parts come from here, so the shell's own components import no area. An area adds its
 * `ShellParts` to this list.
 */
const areaParts: readonly ShellParts[] = [identityShellParts, communicationShellParts];

export const shellParts: Required<ShellParts> = {
  headerItems: areaParts.flatMap((a) => a.headerItems ?? []),
  background: areaParts.flatMap((a) => a.background ?? []),
  useMenuBadges: areaParts.find((a) => a.useMenuBadges)?.useMenuBadges ?? (() => undefined),
};
