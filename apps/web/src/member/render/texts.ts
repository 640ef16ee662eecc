import { createContext, useContext } from 'react';

/**
 * The texts of the member app's renderer (locales/<language>/member.json), handed in by whoever draws it: the member
 * web app from its own small catalogue code, the console's previews (issue 35 item 5) from i18next's `member`
 * namespace. The renderer imports neither, so the console can draw an item exactly as members see it.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface RenderTexts {
  t: Translate;
  /** The interface's language (dates and numbers are written in it). */
  language: string;
}

export const TextsContext = createContext<RenderTexts>({ t: (key) => key, language: 'en' });
export const useTexts = () => useContext(TextsContext);
