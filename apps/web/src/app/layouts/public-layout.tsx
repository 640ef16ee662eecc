import { Anchor, Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ToastProvider } from '../../components/toasts';
import { RouteLoading } from '../loading-screen';
import { LogoButton } from '../logo-button';

/** Public pages: logo header, privacy footer, and their notifications at the bottom right (spec 001 §9). */
export function PublicLayout() {
  return (
    <ToastProvider defaultPosition="bottom-right">
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
        <Box
          component="header"
          py="md"
          px="lg"
          bg="white"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <LogoButton />
        </Box>
        <Box component="main" aria-label="Page content" style={{ flex: 1 }} py="xl">
          <Container size="lg">
            <Suspense fallback={<RouteLoading />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
        <Box component="footer" py="md" px="lg" aria-label="Site footer">
          <Group justify="center">
            <Anchor component={Link} to="/privacy-policy" size="sm" c="dimmed">
              Privacy Policy
            </Anchor>
          </Group>
        </Box>
      </Box>
    </ToastProvider>
  );
}
