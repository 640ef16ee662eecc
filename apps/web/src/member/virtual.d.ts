declare module 'virtual:member-texts' {
  /** locales/{en,fr}/member.json (vite.config.ts memberTexts). */
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}

interface Window {
  /** What the boot script (member/boot.ts, inline in member.html) started before the app's code arrived. */
  gatheringMember?: import('./boot-handover').BootHandover;
}

declare module 'virtual:member-texts:account' {
  /** The `account` group of locales/{en,fr}/member.json, in the account screen's own chunk (build/member.ts). */
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
