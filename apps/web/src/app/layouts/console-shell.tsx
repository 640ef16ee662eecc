import {
  AppShell,
  Avatar,
  Burger,
  Button,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router';
import { FocusKeeper, PageTitle, SkipLink } from '../../components/page-frame';
import { ToastSpace } from '../../components/toasts';
import { LanguageMenuItems } from '../../components/language-switch/language-menu-items';
import { useLogout } from '../../features/auth/api/logout';
import { BUILD_LABEL, RELEASE } from '../../lib/build';
import { useSession } from '../../lib/session';
import { RouteLoading } from '../loading-screen';
import { usePrefetchScreens } from '../routes/prefetch-screens';
import { LogoButton } from '../logo-button';
import { useScrollToTopOnNewPage } from './scroll-to-top';
import type common from '../../locales/en/common.json';

/** A side-navigation label: a key of `nav` in the common catalogue (add the word there, in both languages). */
export type NavLabel = keyof typeof common.nav;

/** One side-navigation entry; each console lists its own, an entry per screen that exists. */
export interface NavEntry {
  path: string;
  label: NavLabel;
  icon: Icon;
  /** Shown at the entry's end, e.g. the Support entry's unread count (the layout composes it from its feature). */
  badge?: ReactNode;
}

const MAIN = 'main-content';

/** The frame shared by both consoles: header with logo and user menu, side navigation, page. */
export function ConsoleShell({
  nav,
  sideHeader,
  settingsPath,
  screens,
}: {
  nav: readonly NavEntry[];
  sideHeader: ReactNode;
  /** The user menu's Settings entry; absent for platform administrators (spec 001 §2). */
  settingsPath?: string;
  /** The console's routes under `base`: the navigation's screens are loaded ahead, when the browser is idle. */
  screens?: { routes: RouteObject[]; base: string };
}) {
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  const { user } = useSession();
  const logout = useLogout();
  const { t } = useTranslation('common');
  usePrefetchScreens(
    screens?.routes,
    screens?.base ?? '',
    nav.map((entry) => entry.path),
  );
  useScrollToTopOnNewPage();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <SkipLink target={MAIN} />
      <PageTitle main={MAIN} context={user?.community?.name} />
      <FocusKeeper main={MAIN} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.toggleNavigation')}
            />
            <LogoButton />
          </Group>
          <Menu position="bottom-end" width={240} shadow="md">
            <Menu.Target>
              {/* Named by its content, so what is read holds what is seen (the initials, and the name on wider
                  screens: WCAG 2.5.3), after the words "User menu". */}
              <Button variant="subtle" color="gray" px="xs">
                <VisuallyHidden>{t('shell.userMenu')}</VisuallyHidden>
                <Group gap="xs" wrap="nowrap">
                  <Avatar size="sm" radius="xl" color="cyan">
                    {initials(user?.fullName ?? '')}
                  </Avatar>
                  <Text size="sm" visibleFrom="sm">
                    {user?.fullName}
                  </Text>
                </Group>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{user?.email}</Menu.Label>
              {settingsPath && (
                <Menu.Item component={Link} to={settingsPath}>
                  {t('shell.settings')}
                </Menu.Item>
              )}
              <Menu.Item color="red" onClick={() => void logout()}>
                {t('shell.logout')}
              </Menu.Item>
              <Menu.Divider />
              <LanguageMenuItems />
              <Menu.Divider />
              <Menu.Label>{BUILD_LABEL}</Menu.Label>
              <Menu.Label>{t('shell.release', { version: RELEASE })}</Menu.Label>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="md" aria-label={t('shell.mainNavigation')}>
        <AppShell.Section mb="md">{sideHeader}</AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={4}>
            {nav.map((entry) => (
              <NavLink
                key={entry.path}
                component={Link}
                to={entry.path}
                label={t(`nav.${entry.label}`)}
                leftSection={<entry.icon size={18} stroke={1.6} />}
                rightSection={entry.badge}
                active={pathname === entry.path || pathname.startsWith(`${entry.path}/`)}
                onClick={close}
              />
            ))}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN} aria-label={t('shell.pageContent')} bg="gray.0">
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
        <ToastSpace />
      </AppShell.Main>
    </AppShell>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
