// cree-sro-syllabics (NRC Canada, the itwêwina project's converter) ships no types: its two functions.
declare module 'cree-sro-syllabics' {
  export function sro2syllabics(text: string, options?: { hyphens?: string; finalHK?: 'x' | 'hk' }): string;
  export function syllabics2sro(text: string, options?: { longAccents?: 'circumflexes' | 'macrons' }): string;
  export const version: string;
}
