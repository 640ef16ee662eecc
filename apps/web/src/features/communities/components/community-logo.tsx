import { Avatar } from '@mantine/core';

export function CommunityLogo({
  name,
  logo,
  size = 36,
}: {
  name: string;
  logo: string | null;
  size?: number;
}) {
  return (
    <Avatar src={logo || undefined} alt={`${name} logo`} size={size} radius="md" color="cyan">
      {name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}
