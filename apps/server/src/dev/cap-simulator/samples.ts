/**
 * CAP-CP messages shaped like the NAAD System's and Environment Canada's (google/cap-library's testdata and the
 * NAAD samples were the references): CAP 1.2, profile:CAP-CP:0.4, an English and a French info, the SOREM layer's
 * broadcast parameters, a polygon and CAP-CP location geocodes (SGC codes).
 */
export interface SampleAlert {
  identifier: string;
  sender?: string;
  sent: string;
  msgType?: 'Alert' | 'Update' | 'Cancel';
  status?: 'Actual' | 'Test' | 'Exercise';
  references?: string[];
  eventCode: string;
  event: { en: string; fr: string };
  headline: { en: string; fr: string };
  description: { en: string; fr: string };
  instruction?: { en: string; fr: string };
  severity?: string;
  urgency?: string;
  expires?: string;
  areaDesc: string;
  /** "lat,lon lat,lon …" (closed), or none. */
  polygon?: string;
  geocodes?: string[];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function info(a: SampleAlert, lang: 'en' | 'fr') {
  return `  <info>
    <language>${lang}-CA</language>
    <category>${a.eventCode.endsWith('Fire') || a.eventCode === 'wildFire' ? 'Fire' : 'Met'}</category>
    <event>${esc(a.event[lang])}</event>
    <responseType>${a.msgType === 'Cancel' ? 'AllClear' : 'Prepare'}</responseType>
    <urgency>${a.urgency ?? 'Immediate'}</urgency>
    <severity>${a.severity ?? 'Severe'}</severity>
    <certainty>Observed</certainty>
    <audience>general public</audience>
    <eventCode>
      <valueName>profile:CAP-CP:Event:0.4</valueName>
      <value>${a.eventCode}</value>
    </eventCode>
    <effective>${a.sent}</effective>
    ${a.expires ? `<expires>${a.expires}</expires>` : ''}
    <senderName>${lang === 'en' ? 'Provincial Emergency Management' : 'Gestion provinciale des urgences'}</senderName>
    <headline>${esc(a.headline[lang])}</headline>
    <description>${esc(a.description[lang])}</description>
    ${a.instruction ? `<instruction>${esc(a.instruction[lang])}</instruction>` : ''}
    <parameter>
      <valueName>layer:SOREM:1.0:Broadcast_Immediately</valueName>
      <value>No</value>
    </parameter>
    <parameter>
      <valueName>layer:SOREM:2.0:WirelessImmediate</valueName>
      <value>No</value>
    </parameter>
    <area>
      <areaDesc>${esc(a.areaDesc)}</areaDesc>
      ${a.polygon ? `<polygon>${a.polygon}</polygon>` : ''}
      ${(a.geocodes ?? [])
        .map(
          (g) => `<geocode>
        <valueName>profile:CAP-CP:Location:0.3</valueName>
        <value>${g}</value>
      </geocode>`,
        )
        .join('\n      ')}
    </area>
  </info>`;
}

/** The CAP document of a sample alert. */
export function sampleCap(a: SampleAlert): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
  <identifier>${a.identifier}</identifier>
  <sender>${a.sender ?? 'cap-pac@canada.ca'}</sender>
  <sent>${a.sent}</sent>
  <status>${a.status ?? 'Actual'}</status>
  <msgType>${a.msgType ?? 'Alert'}</msgType>
  <source>Provincial Emergency Management</source>
  <scope>Public</scope>
  <code>profile:CAP-CP:0.4</code>
  <code>layer:SOREM:1.0</code>
  ${a.references?.length ? `<references>${a.references.join(' ')}</references>` : ''}
${info(a, 'en')}
${info(a, 'fr')}
</alert>
`;
}

/** The "sender,identifier,sent" a later message references this one by. */
export const refOf = (a: SampleAlert) => `${a.sender ?? 'cap-pac@canada.ca'},${a.identifier},${a.sent}`;

/** A wildfire evacuation warning over a square around (lat, lon), `km` across. */
export function wildfireWarning(o: {
  identifier: string;
  sent: string;
  lat: number;
  lon: number;
  km?: number;
  geocodes?: string[];
}): SampleAlert {
  const d = (o.km ?? 20) / 111 / 2;
  const dl = d / Math.cos((o.lat * Math.PI) / 180);
  const p = (lat: number, lon: number) => `${lat.toFixed(4)},${lon.toFixed(4)}`;
  const polygon = [
    p(o.lat - d, o.lon - dl),
    p(o.lat - d, o.lon + dl),
    p(o.lat + d, o.lon + dl),
    p(o.lat + d, o.lon - dl),
    p(o.lat - d, o.lon - dl),
  ].join(' ');
  return {
    identifier: o.identifier,
    sent: o.sent,
    eventCode: 'wildFire',
    event: { en: 'wildfire', fr: 'feu de forêt' },
    headline: { en: 'Wildfire evacuation warning', fr: 'Avertissement d’évacuation : feu de forêt' },
    description: {
      en: 'A wildfire is moving toward the community. Be ready to leave on short notice.',
      fr: 'Un feu de forêt se dirige vers la communauté. Soyez prêts à partir sans délai.',
    },
    instruction: {
      en: 'Pack essentials and medication. Follow the directions of local officials.',
      fr: 'Préparez l’essentiel et vos médicaments. Suivez les consignes des autorités locales.',
    },
    areaDesc: 'Wildfire evacuation area',
    polygon,
    geocodes: o.geocodes,
  };
}
