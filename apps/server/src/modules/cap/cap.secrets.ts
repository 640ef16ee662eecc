import { SHARED_KEYS } from '../../config';

/** The name of the CAP signing key's file in DATA_DIR, made when CAP_SIGNING_KEY is unset; backups carry it. */
export const CAP_SIGNING_FILE = SHARED_KEYS.find((k) => k.variable === 'CAP_SIGNING_KEY')!.file;
