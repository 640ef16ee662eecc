// The guests module's public surface: its repository's type, for Pick<> ports built in composition/.
export type { GuestsRepository } from './guests.repository';
