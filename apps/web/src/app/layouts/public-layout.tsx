import { Anchor, Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageTitle, SkipLink } from '../../components/page-frame';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { ToastSpace } from '../../components/toasts';
import { RouteLoading } from '../loading-screen';
import { LogoButton } from '../logo-button';

const MAIN = 'main-content';

/**
 * Public pages: logo header and privacy footer. Their notifications show at the bottom like every screen's (spec
 * 001 §9 said bottom right; issue 22 #8 asks for one position), and the footer moves up while they show, so its
 * link is never under one.
 */
export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <SkipLink target={MAIN} />
      <PageTitle main={MAIN} />
      <Box
        component="header"
        py="md"
        px="lg"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="nowrap">
          <LogoButton />
          <LanguageSwitch />
        </Group>
      </Box>
      <Box component="main" id={MAIN} aria-label={t('shell.pageContent')} style={{ flex: 1 }} py="xl">
        <Container size="lg">
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <Box component="footer" py="md" px="lg" aria-label={t('shell.siteFooter')}>
        <Group justify="center">
          <Anchor component={Link} to="/privacy-policy" reloadDocument size="sm" c="dimmed">
            {t('shell.privacyPolicy')}
          </Anchor>
        </Group>
      </Box>
      <ToastSpace />
    </Box>
  );
}
