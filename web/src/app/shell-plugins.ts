import { communicationShellParts } from '../areas/communication/shell';
import type { ShellParts } from './layout/shell-parts';

/**
 * The one place areas plug into the shell (like `page-paths.ts` for pages): the shell's header, menu badges and
 * background parts come from here, so the shell's own components import no area.
 */
export const shellParts: ShellParts = communicationShellParts;
