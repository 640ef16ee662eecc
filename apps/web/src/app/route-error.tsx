import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** A screen whose code failed to load (a new version was deployed meanwhile) or crashed. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center h="100vh" p="md">
      <Stack align="center" role="alert">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
