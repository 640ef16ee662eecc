// The contacts module's public surface: the service's type (the alert cascade's port for STOP / START).
export type { ContactsService } from './contacts.service';
// How a stored number is printed (the alert cascade's call sheet).
export { displayPhone } from './phone';
