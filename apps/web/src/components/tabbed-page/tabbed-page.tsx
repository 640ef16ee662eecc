import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface PageTab<T extends string> {
  value: T;
  label: ReactNode;
  icon: ReactNode;
  panel: ReactNode;
}

export interface TabbedPageProps<T extends string> {
  title: ReactNode;
  subtitle: ReactNode;
  /** The first tab is the default one: it leaves `?tab=` out of the address. */
  tabs: readonly PageTab<T>[];
  /** Buttons beside the title, for the tab shown. */
  actions?: (tab: T) => ReactNode;
  /** Rendered after the tabs (dialogs the actions open). */
  children?: ReactNode;
}

/**
 * A console screen of a title and tabs whose choice lives in `?tab=` (so a reload or a shared link keeps it);
 * only the shown tab's panel is mounted, so only its queries run.
 */
export function TabbedPage<T extends string>({
  title,
  subtitle,
  tabs,
  actions,
  children,
}: TabbedPageProps<T>) {
  const [params, setParams] = useSearchParams();
  const fallback = tabs[0].value;
  const tab = tabs.find((x) => x.value === params.get('tab'))?.value ?? fallback;
  const heading = (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </div>
  );
  return (
    <Stack>
      {actions ? (
        <Group justify="space-between" align="flex-start">
          {heading}
          {actions(tab)}
        </Group>
      ) : (
        heading
      )}
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== fallback ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((x) => (
            <Tabs.Tab key={x.value} value={x.value} leftSection={x.icon}>
              {x.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((x) => (
          <Tabs.Panel key={x.value} value={x.value} pt="md">
            {x.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
      {children}
    </Stack>
  );
}
