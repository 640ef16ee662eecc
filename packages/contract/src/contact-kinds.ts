/**
 * The contact channels' facts without zod (`@gathering/contract/contact-kinds`): the member web app's bundle carries
 * no zod; contacts.ts builds its schemas on them.
 */

/** MOBILE: texts and calls; LANDLINE: calls only; EMAIL: e-mail. */
export const CONTACT_KINDS = ['MOBILE', 'LANDLINE', 'EMAIL'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** The most channels a member can have. */
export const CONTACTS_MAX = 10;
