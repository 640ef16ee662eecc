import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewTiles as Tiles } from '@gathering/contract';
import { StatTile } from '../../../components/charts';
import type { PlatformOverview } from '../api/get-filtered-overview';

// Spec 001 §3: the tiles' labels and the fields they read, in this order.
export const OVERVIEW_TILES: (keyof Tiles)[] = [
  'communities',
  'members',
  'views',
  'conversions',
  'posts',
  'notifications',
];
const AUDIENCES = ['registered', 'unregistered'] as const;
/**
 * What unregistered users (guests) do themselves: they join, view and convert. The server counts communities,
 * published content and sent notifications over the whole platform, whoever the audience (administrators make
 * them, guests never do), so under guests those tiles would only repeat the registered figures.
 */
const GUEST_TILES: readonly (keyof Tiles)[] = ['members', 'views', 'conversions'];

/** The overview tiles for registered users (members), then the ones guests make for unregistered users. */
export function OverviewTiles({
  data,
  loading,
  hint,
  keys = OVERVIEW_TILES,
}: {
  data: PlatformOverview | undefined;
  loading: boolean;
  /** What period the figures cover, under each label (the dashboard's fixed 30 days). */
  hint?: string;
  /** The tiles to show, in order (the dashboard leaves out what its own counts show). */
  keys?: readonly (keyof Tiles)[];
}) {
  return (
    <Stack gap="lg">
      {AUDIENCES.map((audience) => (
        <AudienceTiles
          key={audience}
          audience={audience}
          tiles={data?.[audience]}
          loading={loading}
          hint={hint}
          keys={audience === 'unregistered' ? keys.filter((key) => GUEST_TILES.includes(key)) : keys}
        />
      ))}
    </Stack>
  );
}

function AudienceTiles({
  audience,
  tiles,
  loading,
  hint,
  keys,
}: {
  audience: (typeof AUDIENCES)[number];
  tiles: Tiles | undefined;
  loading: boolean;
  hint?: string;
  keys: readonly (keyof Tiles)[];
}) {
  const { t } = useTranslation('platform-analytics');
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {t(`tiles.${audience}`)}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: keys.length }}>
        {keys.map((key) => (
          <StatTile
            key={key}
            label={t(`tiles.${key}`)}
            // Both audiences have a "Users" tile: the guests' one says whose it is.
            context={audience === 'unregistered' ? t('tiles.unregistered') : undefined}
            value={tiles?.[key]}
            loading={loading}
            hint={hint}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}
