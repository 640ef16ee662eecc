/**
 * When something reached the reader (a notification, a ticket's message): day and time in the community's zone,
 * with the zone's short name ("June 14, 2025, 9:05 a.m. MDT"), whatever the browser's own zone; an alert's time
 * matters as much as its day.
 */
export function formatMoment(iso: string, zone: string | null | undefined, language: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: zone ?? undefined }).format(when);
  } catch {
    // An unknown zone: the browser's own, still named.
    return new Intl.DateTimeFormat(language, options).format(when);
  }
}
