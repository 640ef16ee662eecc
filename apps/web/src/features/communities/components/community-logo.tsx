import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CommunityLogo({
  name,
  logo,
  size = 36,
}: {
  name: string;
  logo: string | null;
  size?: number;
}) {
  const { t } = useTranslation('communities');
  return (
    <Avatar src={logo || undefined} alt={t('logo.alt', { name })} size={size} radius="md" color="cyan">
      {name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}
