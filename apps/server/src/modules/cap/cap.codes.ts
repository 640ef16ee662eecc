import type { AlertType } from '@gathering/contract';

/** The CAP-CP profile version the documents carry (`<code>`), and its event and location value names. */
export const CAP_CP_PROFILE = 'profile:CAP-CP:0.4';
export const CAP_CP_EVENT = 'profile:CAP-CP:Event:0.4';
export const CAP_CP_LOCATION = 'profile:CAP-CP:Location:0.3';
export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';

export type CapCategory =
  | 'Geo'
  | 'Met'
  | 'Safety'
  | 'Security'
  | 'Rescue'
  | 'Fire'
  | 'Health'
  | 'Env'
  | 'Transport'
  | 'Infra'
  | 'CBRNE'
  | 'Other';

/**
 * The CAP-CP event codes the product knows (CAP-CP Event References 0.4: the events Canada's National Public
 * Alerting System broadcasts at once, plus weather and other), each with its CAP category. A code is 4 to 12
 * characters with no space (CAP-CP rule 6): "drinkingWate" is the profile's own spelling, cut at 12. An incoming
 * alert may carry a code not listed here (a later list); it is kept as received.
 */
export const CAP_CP_EVENTS: Record<string, CapCategory> = {
  civilEmerg: 'Safety',
  terrorism: 'Security',
  animalDang: 'Safety',
  wildFire: 'Fire',
  industryFire: 'Fire',
  urbanFire: 'Fire',
  forestFire: 'Fire',
  stormSurge: 'Met',
  flashFlood: 'Met',
  damOverflow: 'Infra',
  earthquake: 'Geo',
  magnetStorm: 'Geo',
  landslide: 'Geo',
  meteor: 'Geo',
  tsunami: 'Geo',
  lahar: 'Geo',
  pyroclasticS: 'Geo',
  pyroclasticF: 'Geo',
  volcanicAsh: 'Geo',
  chemical: 'CBRNE',
  biological: 'CBRNE',
  radiological: 'CBRNE',
  explosives: 'CBRNE',
  fallObject: 'Safety',
  drinkingWate: 'Health',
  amber: 'Rescue',
  hurricane: 'Met',
  thunderstorm: 'Met',
  tornado: 'Met',
  storm: 'Met',
  weather: 'Met',
  testMessage: 'Other',
  '911Service': 'Infra',
  other: 'Other',
};
export const CAP_CP_EVENT_CODES = Object.keys(CAP_CP_EVENTS);

/** What a community's own alert of each type says in CAP: its event code, urgency, severity and certainty. */
export const ALERT_TYPE_CAP: Record<
  AlertType,
  { eventCode: string; urgency: string; severity: string; certainty: string; responseType: string }
> = {
  BOIL_WATER: {
    eventCode: 'drinkingWate',
    urgency: 'Immediate',
    severity: 'Moderate',
    certainty: 'Observed',
    responseType: 'Execute',
  },
  EVACUATION: {
    eventCode: 'civilEmerg',
    urgency: 'Immediate',
    severity: 'Extreme',
    certainty: 'Observed',
    responseType: 'Evacuate',
  },
  ROAD_CLOSURE: {
    eventCode: 'other',
    urgency: 'Expected',
    severity: 'Minor',
    certainty: 'Observed',
    responseType: 'Avoid',
  },
  OTHER: {
    eventCode: 'civilEmerg',
    urgency: 'Immediate',
    severity: 'Severe',
    certainty: 'Observed',
    responseType: 'Monitor',
  },
};

/** The alert type a relayed event is sent as in the member app (its CAP event code travels beside it). */
export function alertTypeOf(eventCode: string | null): AlertType {
  if (eventCode === 'drinkingWate') return 'BOIL_WATER';
  return 'OTHER';
}

/** A community language tag as CAP writes it: English and French as spoken in Canada, others as they are. */
export function capLanguage(tag: string): string {
  const t = tag.toLowerCase();
  if (t === 'en') return 'en-CA';
  if (t === 'fr') return 'fr-CA';
  return tag;
}
