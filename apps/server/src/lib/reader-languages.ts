import { canonicalTag } from '@gathering/contract';

/** A device's reported locale as a language tag, or null: phones say "fr_CA" as often as "fr-CA". */
export function deviceLanguage(locale: string | null | undefined): string | null {
  return locale ? canonicalTag(locale.replace(/_/g, '-')) : null;
}

/**
 * The one rule for the languages a reader reads in, most preferred first (issue 23), for the feed, received
 * notifications and each device of a push alike: the member's chosen list; when they chose none (or for a guest),
 * what their device says — the app's Accept-Language on a request, the device's locale for a push. The version
 * read is then the first of these a text has, else the community's default, else the text's own (pickLanguage).
 */
export function readerLanguages(
  chosen: readonly string[] | null | undefined,
  device: () => readonly string[],
): readonly string[] {
  return chosen?.length ? chosen : device();
}
