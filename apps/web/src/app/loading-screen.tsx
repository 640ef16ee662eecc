import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown instead of the app until the first current-user fetch completes (spec 000 §2). */
export function LoadingScreen({ label = 'Loading Gathering' }: { label?: string }) {
  return (
    <Center h="100vh" role="status" aria-label={label}>
      <Stack align="center" gap="sm">
        <img src="/logo.svg" alt="" width={56} height={56} />
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      </Stack>
    </Center>
  );
}

/** The placeholder of a lazily loaded screen while its code arrives. */
export function RouteLoading() {
  return (
    <Center py="xl" role="status" aria-label="Loading page">
      <Loader size="sm" />
    </Center>
  );
}
