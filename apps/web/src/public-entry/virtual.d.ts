/** The public pages' texts, built from the catalogues by vite.config.ts (publicTexts). */
declare module 'virtual:public-texts' {
  const texts: Record<string, { public: Record<string, unknown>; common: Record<string, unknown> }>;
  export default texts;
}
