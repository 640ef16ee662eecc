import { Avatar, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A community's logo and name above its public pages; the product logo stands in for a missing one. */
export function CommunityHeader({ name, logo }: { name: string; logo: string | null | undefined }) {
  const { t } = useTranslation('public');
  return (
    <Stack align="center" gap="xs" mb="lg">
      <Avatar src={logo || '/logo.svg'} alt={t('logo', { name })} size={72} radius="md" />
      <Title order={1} ta="center">
        {name}
      </Title>
    </Stack>
  );
}
