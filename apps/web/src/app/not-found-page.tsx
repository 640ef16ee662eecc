import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * An address the console does not have (a typo, an old bookmark, a screen this installation lacks): said so
 * inside the console, with the navigation still there, instead of silently showing the dashboard (issue 10 #16).
 */
export function NotFoundPage({ home }: { home: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" ta="center" py="xl" gap="sm" component="section" aria-labelledby="not-found-title">
      <Title order={1} size="h2" id="not-found-title">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('notFound.text')}
      </Text>
      <Button component={Link} to={home}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
