// cree-sro-syllabics (NRC Canada, the itwêwina project's converter) ships no types: its two functions. A CommonJS
// (UMD) module: Node's ES module loader sees only its default export.
declare module 'cree-sro-syllabics' {
  const converter: {
    sro2syllabics(text: string, options?: { hyphens?: string; finalHK?: 'x' | 'hk' }): string;
    syllabics2sro(text: string, options?: { longAccents?: 'circumflexes' | 'macrons' }): string;
    version: string;
  };
  export default converter;
}
