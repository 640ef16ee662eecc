import type { ReactNode } from 'react';
import type { AppFeedItem } from '../types';
import { formatDate, formatDay, formatTime, zoneName } from './dates';
import { RichText } from './rich-text';
import { useTexts } from './texts';

/** A label and its value, as a row of the item's facts. */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="mw-fact">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** An event's dates in its zone (the community's), each with the zone's name, and its place. */
export function EventFacts({ item, zone }: { item: AppFeedItem; zone: string }) {
  const { t, language } = useTexts();
  const where = item.zone || zone;
  return (
    <dl className="mw-facts">
      {(item.dateTimes ?? []).map((d, i) => (
        <Fact key={d.id ?? i} label={t('item.when')}>
          <span>{formatDay(d.date, language)}</span>{' '}
          <span>
            {t('item.timeRange', {
              start: formatTime(d.startTime, language),
              end: formatTime(d.endTime, language),
            })}
          </span>{' '}
          <span className="mw-zone">{zoneName(d.date, d.startTime, where, language)}</span>
        </Fact>
      ))}
      {item.location ? <Fact label={t('item.where')}>{item.location}</Fact> : null}
    </dl>
  );
}

/** A job's facts: who, what, where, pay, until when, and whom to contact; its sections of rich text. */
export function JobFacts({ item }: { item: AppFeedItem }) {
  const { t, language } = useTexts();
  const facts: [string, ReactNode][] = [
    ['item.position', item.position],
    ['item.employer', item.employer],
    ['item.jobType', item.type],
    ['item.where', item.location],
    ['item.salary', item.salary],
    // A calendar day: written as it is, in no zone.
    [
      'item.closingDate',
      item.closingDate ? formatDate(`${item.closingDate}T12:00:00Z`, 'UTC', language) : null,
    ],
    ['item.contact', item.contactInfo],
  ];
  return (
    <>
      <dl className="mw-facts">
        {facts
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <Fact key={key} label={t(key)}>
              {value}
            </Fact>
          ))}
      </dl>
      {item.responsibilities?.trim() ? (
        <section className="mw-section">
          <h2>{t('item.responsibilities')}</h2>
          <RichText html={item.responsibilities} />
        </section>
      ) : null}
      {item.qualifications?.trim() ? (
        <section className="mw-section">
          <h2>{t('item.qualifications')}</h2>
          <RichText html={item.qualifications} />
        </section>
      ) : null}
    </>
  );
}
