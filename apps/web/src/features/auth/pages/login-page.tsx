import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AudienceBanner } from '../components/audience-banner';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="xl"
      py={{ base: 'md', md: 60 }}
      data-page-title={t('login.submit')}
    >
      <Stack justify="center" gap="xs">
        <Title order={1} fz={{ base: 28, md: 40 }}>
          {t('pitch.title')}
        </Title>
        <AudienceBanner />
        <Text c="dimmed" mt="md" maw={460}>
          {t('pitch.text')}
        </Text>
      </Stack>
      <LoginForm />
    </SimpleGrid>
  );
}
