/** The public pages' texts, built from the catalogues by vite.config.ts (publicTexts). */
declare module 'virtual:public-texts' {
  const texts: Record<string, Record<'public' | 'common' | 'auth', Record<string, unknown>>>;
  export default texts;
}
