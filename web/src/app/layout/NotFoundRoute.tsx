import { isSignedIn } from '../../api/session';
import { ErrorView } from '../errors/ErrorView';
import { BlankLayout } from './BlankLayout';
import { DefaultShell } from './DefaultShell';

/**
 * An address that matches no page: the error page with status 404, in the default layout for a signed-in
 * user and the blank one otherwise (spec "Error page"). A signed-out visitor is not sent to /login for an
 * address that does not exist.
 */
export function NotFoundRoute() {
  const content = <ErrorView status={404} unknownPage />;
  return isSignedIn() ? <DefaultShell>{content}</DefaultShell> : <BlankLayout>{content}</BlankLayout>;
}
