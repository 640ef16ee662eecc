import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The outcome of a token page or a request: a title, a sentence, and what to do next. */
export function StatusCard({
  title,
  text,
  tone,
  children,
}: {
  title: string;
  text: ReactNode;
  tone: 'success' | 'error' | 'info';
  children?: ReactNode;
}) {
  const color = tone === 'success' ? 'green' : tone === 'error' ? 'red' : 'cyan';
  return (
    <Card withBorder shadow="sm" padding="xl" maw={520} mx="auto" component="section" aria-label={title}>
      <Stack align="center" ta="center">
        <ThemeIcon color={color} size={48} radius="xl" variant="light" aria-hidden>
          {tone === 'success' ? '✓' : tone === 'error' ? '!' : '✉'}
        </ThemeIcon>
        {/* The whole page when it shows: its heading is the page's h1 (axe page-has-heading-one). */}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Card>
  );
}
