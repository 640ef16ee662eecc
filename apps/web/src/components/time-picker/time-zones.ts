/** Spec 000 §9: the Canadian zone choices, labelled as the spec lists them, valued by IANA id. */
export const CANADIAN_TIME_ZONES = [
  { value: 'America/Atikokan', label: 'Atikokan' },
  { value: 'America/Blanc-Sablon', label: 'Blanc-Sablon' },
  { value: 'America/Cambridge_Bay', label: 'Cambridge Bay' },
  { value: 'America/Coral_Harbour', label: 'Coral Harbour' },
  { value: 'America/Creston', label: 'Creston' },
  { value: 'America/Dawson', label: 'Dawson' },
  { value: 'America/Dawson_Creek', label: 'Dawson Creek' },
  { value: 'America/Edmonton', label: 'Edmonton' },
  { value: 'America/Fort_Nelson', label: 'Fort Nelson' },
  { value: 'America/Halifax', label: 'Halifax' },
  { value: 'America/Inuvik', label: 'Inuvik' },
  { value: 'America/Iqaluit', label: 'Iqaluit' },
  { value: 'America/Moncton', label: 'Moncton' },
  { value: 'America/Montreal', label: 'Montreal' },
  { value: 'America/Nipigon', label: 'Nipigon' },
  { value: 'America/Pangnirtung', label: 'Pangnirtung' },
  { value: 'America/Rainy_River', label: 'Rainy River' },
  { value: 'America/Regina', label: 'Regina' },
  { value: 'America/Resolute', label: 'Resolute' },
  { value: 'America/St_Johns', label: 'St. Johns' },
  { value: 'America/Swift_Current', label: 'Swift Current' },
  { value: 'America/Thunder_Bay', label: 'Thunder Bay' },
  { value: 'America/Toronto', label: 'Toronto' },
  { value: 'America/Vancouver', label: 'Vancouver' },
  { value: 'America/Whitehorse', label: 'Whitehorse' },
  { value: 'America/Winnipeg', label: 'Winnipeg' },
  { value: 'America/Yellowknife', label: 'Yellowknife' },
] as const;

/** The spec's label for a zone id; ids outside the list (older records) are shown as they are. */
export function zoneLabel(zone: string): string {
  return CANADIAN_TIME_ZONES.find((z) => z.value === zone)?.label ?? zone;
}
