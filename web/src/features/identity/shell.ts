import type { ShellParts } from '../../app/layout/shell-parts';
import { InvitationsPrompt } from './InvitationsPrompt';

/** What the identity area gives the shell: the prompt that lists open invitations after sign-in. */
export const identityShellParts: ShellParts = {
  background: [{ id: 'invitations', Component: InvitationsPrompt }],
};
