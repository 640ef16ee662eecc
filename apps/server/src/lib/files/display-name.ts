// Bidirectional embedding, override and isolate controls, and the invisible direction marks: in a file's
// display name they make "invoice\u202Efdp.exe" read as "invoiceexe.pdf". No name needs them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** A name as people will read it: without direction controls. */
export const stripBidiControls = (name: string): string => name.replace(BIDI_CONTROLS, '');
