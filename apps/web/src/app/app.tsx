import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { ToastProvider } from '../components/toasts';
import { useSession } from '../lib/session';
import { ConnectionStatus } from '../components/connection-status';
import { LoadingScreen } from './loading-screen';
import { OfflinePage } from './offline-page';
import { createQueryClient } from './query-client';
import { routes } from './router';
import { cssVariablesResolver, localizedTheme } from './theme';
import { dismissToastsOnNavigation } from './toasts-on-navigation';

interface ProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** "test" turns Mantine's transitions and portals off for component tests. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, env }: ProvidersProps) {
  // The common catalogue is loaded before the first render (main.tsx); a language switch names the buttons anew.
  // `t` is a new function after a language switch, so the names follow it.
  const { t } = useTranslation('common', { useSuspense: false });
  const theme = useMemo(() => localizedTheme(t), [t]);
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Nothing but a loading screen until the first current-user fetch has answered (spec 000 §2). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'offline') return <OfflinePage />;
  return children;
}

export function App({
  router,
  queryClient,
  env,
}: {
  router?: DataRouter;
  queryClient?: QueryClient;
  env?: ProvidersProps['env'];
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appRouter] = useState(() => router ?? createBrowserRouter(routes));
  useEffect(() => dismissToastsOnNavigation(appRouter), [appRouter]);
  return (
    <AppProviders queryClient={client} env={env}>
      {/* Screens suspend while their language catalogue loads (on demand, per feature). */}
      <Suspense fallback={<LoadingScreen />}>
        <SessionGate>
          <RouterProvider router={appRouter} />
        </SessionGate>
        <ConnectionStatus />
      </Suspense>
    </AppProviders>
  );
}
