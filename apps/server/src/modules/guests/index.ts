// The guests module's public surface: its repository's type, for Pick<> ports built in app.ts.
export type { GuestsRepository } from './guests.repository';
