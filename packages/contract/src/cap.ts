import { z } from 'zod';
import { isoDate, uuid } from './common';

// The Common Alerting Protocol (issue 37): a community's area, the CAP sources it relays from, the proposals
// they bring, and the CAP documents it publishes for partners.

export const capMessages = {
  settingsSaved: 'Alerting settings were saved',
  areaNotGeoJson: 'The area must be a GeoJSON file with a Polygon or MultiPolygon.',
  areaInvalid:
    'The area could not be read: each ring must be closed, with longitude and latitude on the globe.',
  areaTooDetailed: 'The area has too many points (at most 5000): simplify the outline and try again.',
  sgcUnknown:
    'One of the census subdivision codes is not one: seven digits, the first two a province’s or territory’s.',
  eventUnknown: 'One of the event codes is not on the CAP-CP list.',
  areaRequired: 'Set your area (a GeoJSON outline or census subdivisions) before adding a source.',
  sourceAdded: 'Source added',
  sourceRemoved: 'Source removed',
  sourceExists: 'This source is already on your list.',
  sourceNotFound: 'Source not found',
  notHttps: 'The address must start with https://.',
  notAllowed:
    'This address is not among the alert sources your platform operator allows. Ask them to add it.',
  notPublic: 'This address leads to a private network, which the server never fetches from.',
  tooLarge: 'The source answered with a document larger than 1 MB.',
  tooManyRedirects: 'The source redirected too many times.',
  httpStatus: 'The source answered with an error.',
  unreachable: 'The source could not be reached.',
  notCap: 'The source answered with something that is not an Atom or RSS feed of CAP alerts.',
  polled: 'Source checked',
  proposalNotFound: 'Proposed alert not found',
  proposalDecided: 'This proposed alert was already sent, dismissed or withdrawn by its issuer.',
  proposalDismissed: 'Proposed alert dismissed',
  alertNotFound: 'Alert not found',
  alertNotPublished: 'This alert has not been published in CAP yet: set your area first.',
  fetchFailed: 'Error trying to fetch alerting settings',
  saveFailed: 'Error trying to save alerting settings',
  sourceFailed: 'Error trying to save the source',
  reviewFailed: 'Error trying to open the proposed alert',
} as const;

/** A Polygon's or MultiPolygon's coordinates, as GeoJSON writes them ([longitude, latitude]). */
export const capAreaPolygons = z.array(z.array(z.array(z.array(z.number()))));

export const capSettingsBody = z.object({
  area: z
    .unknown()
    .optional()
    .describe('A GeoJSON Polygon, MultiPolygon, Feature or FeatureCollection; null removes the drawn area'),
  sgcCodes: z
    .array(z.string().regex(/^\d{7}$/))
    .max(100)
    .default([])
    .describe('SGC 2021 census subdivisions'),
  relayNow: z
    .array(z.string().min(4).max(12))
    .max(50)
    .default([])
    .describe('CAP-CP event codes sent at once'),
  sign: z.boolean().default(false).describe('Sign every published document (XML-DSig)'),
});
export type CapSettingsBody = z.input<typeof capSettingsBody>;

export const capSubdivision = z.object({ code: z.string(), name: z.string(), province: z.string() });
export type CapSubdivision = z.infer<typeof capSubdivision>;

export const capSettings = z.object({
  area: capAreaPolygons.nullable(),
  /** The area's outline drawn as an SVG path in its own box (no map tiles). */
  outline: z.object({ viewBox: z.string(), path: z.string() }).nullable(),
  subdivisions: z.array(capSubdivision),
  relayNow: z.array(z.string()),
  sign: z.boolean(),
  /** Where partners read the community's current alerts (Atom) and the signing certificate. */
  feedUrl: z.string(),
  certificateUrl: z.string(),
  eventCodes: z.array(z.object({ code: z.string(), category: z.string() })),
});
export type CapSettings = z.infer<typeof capSettings>;
export const capSettingsResponse = z.object({ data: capSettings, message: z.string().optional() });

export const capSgcQuery = z.object({ q: z.string().trim().min(2).max(80) });
export const capSgcResponse = z.object({ data: z.array(capSubdivision) });

export const capSourceBody = z.object({
  name: z.string().trim().min(1).max(120),
  url: z.string().trim().min(1).max(2000),
});
export type CapSourceBody = z.infer<typeof capSourceBody>;
export const capSource = z.object({
  id: uuid,
  name: z.string(),
  url: z.string(),
  polledAt: isoDate.nullable(),
  error: z.string().nullable(),
});
export type CapSource = z.infer<typeof capSource>;
export const capSourcesResponse = z.object({ data: z.array(capSource) });
export const capSourceResponse = z.object({ data: capSource, message: z.string() });
export const capIdParams = z.object({ id: z.string() });

export const capText = z.object({
  language: z.string(),
  event: z.string(),
  headline: z.string(),
  description: z.string(),
  instruction: z.string(),
});
export type CapText = z.infer<typeof capText>;

export const CAP_PROPOSAL_STATES = [
  'PROPOSED',
  'IN_REVIEW',
  'SENT',
  'RELAYED',
  'DISMISSED',
  'SUPERSEDED',
  'CANCELLED',
] as const;
export const capProposal = z.object({
  id: uuid,
  msgType: z.enum(['Alert', 'Update', 'Cancel']),
  state: z.enum(CAP_PROPOSAL_STATES),
  eventCode: z.string().nullable(),
  texts: z.array(capText),
  severity: z.string().nullable(),
  urgency: z.string().nullable(),
  expiresAt: isoDate.nullable(),
  sourceName: z.string().nullable(),
  link: z.string().nullable(),
  identifier: z.string(),
  sender: z.string(),
  notificationId: uuid.nullable(),
  receivedAt: isoDate,
  /** The received document as kept, at the console's address. */
  documentUrl: z.string(),
});
export type CapProposal = z.infer<typeof capProposal>;
export const capProposalsQuery = z.object({ open: z.enum(['true', 'false']).default('true') });
export const capProposalsResponse = z.object({ data: z.array(capProposal) });
export const capDraftResponse = z.object({
  data: z.object({ notificationId: uuid }),
});

export const capFollowUpBody = z.object({ msgType: z.enum(['Update', 'Cancel']) });

export const capPublished = z.object({
  id: uuid,
  identifier: z.string(),
  msgType: z.string(),
  sent: z.string(),
  eventCode: z.string().nullable(),
  notificationId: uuid.nullable(),
  title: z.string().nullable(),
  signed: z.boolean(),
  current: z.boolean(),
  url: z.string(),
});
export type CapPublished = z.infer<typeof capPublished>;
export const capPublishedResponse = z.object({ data: z.array(capPublished) });
