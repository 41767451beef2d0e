import { useEffect, useMemo } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '@shopwright/shared/http';
import { describeError } from './describe-error';
import { ErrorScreen } from './error-screen';
import { useErrorContext } from './use-error-context';

/** The error boundaries' screen: maps what was thrown to a type and shows it. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const info = useMemo(() => describeError(error), [error]);
  const context = useErrorContext(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  const revalidates = isRouteErrorResponse(error) || error instanceof ApiError;
  return <ErrorScreen info={info} context={context} revalidates={revalidates} />;
}
