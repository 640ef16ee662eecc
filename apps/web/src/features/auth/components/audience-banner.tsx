import { Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCES, BANNER_INTERVAL_MS } from '../../../core/login';
import classes from './audience-banner.module.css';

export function AudienceBanner() {
  const { t } = useTranslation('auth');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % AUDIENCES.length), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Title order={2} c="cyan.8" data-testid="audience-banner">
      {/* The key remounts the word so its fade-in runs again. */}
      <span key={index} className={classes.audience}>
        {t(`pitch.audiences.${AUDIENCES[index]}`)}
      </span>
    </Title>
  );
}
