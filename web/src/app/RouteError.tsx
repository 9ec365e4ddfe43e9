import { Alert, Button, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { routePaths } from '../lib/navigation/paths.ts';

// The error boundary of every route: one broken screen never blanks the whole console.
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound
    ? 'There is no page at this address.'
    : error instanceof Error
      ? error.message
      : 'Something went wrong on this page.';
  return (
    <Stack p="lg" maw={600}>
      <Title order={2}>{notFound ? 'Page not found' : 'This page failed'}</Title>
      <Alert color={notFound ? 'gray' : 'red'}>{message}</Alert>
      <Button variant="light" onClick={() => navigate(routePaths.home)} w="fit-content">
        Back to the Home Page
      </Button>
    </Stack>
  );
}
