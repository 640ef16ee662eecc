// The contacts module's public surface: a member's channels and consent (types for ports), the phone check.
export type { ContactsService } from './contacts.service';
export { normalizePhone, displayPhone, type Phone } from './phone';
