import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useRouteError } from 'react-router';
import { BlankLayout } from '../layout/BlankLayout';
import { ErrorView } from './ErrorView';
import { isChunkLoadError, normalizeError, reloadForFreshChunks } from './normalize';

function useErrorStatus(): { status: number; reloading: boolean } {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForFreshChunks()) return { status: 500, reloading: true };
  return { status: normalizeError(error).statusCode, reloading: false };
}

/** Errors inside the signed-in shell: the page area shows the error, header and menu stay. */
export function PageErrorBoundary() {
  const { status, reloading } = useErrorStatus();
  if (reloading) return <PageLoader />;
  return <ErrorView status={status} />;
}

/**
 * Errors outside any page (a layout or the shell itself failed): the blank layout, which cannot fail the
 * same way again.
 */
export function RootErrorBoundary() {
  const { status, reloading } = useErrorStatus();
  if (reloading) return <PageLoader />;
  return (
    <BlankLayout>
      <ErrorView status={status} />
    </BlankLayout>
  );
}

export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>Зареждане…</VisuallyHidden>
    </Center>
  );
}
