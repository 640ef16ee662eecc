import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AudienceBanner } from '../components/audience-banner';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" py={{ base: 'md', md: 60 }}>
      <Stack justify="center" gap="xs">
        <Title order={1} fz={{ base: 28, md: 40 }}>
          All-in-one communications app for
        </Title>
        <AudienceBanner />
        <Text c="dimmed" mt="md" maw={460}>
          News, events, jobs, forms, documents and push notifications for your members, in your
          community&apos;s own app for iOS and Android.
        </Text>
      </Stack>
      <LoginForm />
    </SimpleGrid>
  );
}
