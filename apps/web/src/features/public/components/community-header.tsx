import { Avatar, Stack, Title } from '@mantine/core';

/** A community's logo and name above its public pages; the product logo stands in for a missing one. */
export function CommunityHeader({ name, logo }: { name: string; logo: string | null | undefined }) {
  return (
    <Stack align="center" gap="xs" mb="lg">
      <Avatar src={logo || '/logo.svg'} alt={`${name} logo`} size={72} radius="md" />
      <Title order={1} ta="center">
        {name}
      </Title>
    </Stack>
  );
}
