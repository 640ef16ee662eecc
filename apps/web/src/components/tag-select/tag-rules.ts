/** Tags compare without regard to case or surrounding spaces: "News" and " news" are the same tag. */
const key = (tag: string) => tag.trim().toLowerCase();

export function hasTag(tags: readonly string[], entry: string): boolean {
  const wanted = key(entry);
  return tags.some((tag) => key(tag) === wanted);
}

/** Adds a trimmed entry unless it is blank, already there, or the maximum is reached. */
export function addTag(tags: readonly string[], entry: string, max = Infinity): string[] {
  const trimmed = entry.trim();
  if (!trimmed || hasTag(tags, trimmed) || tags.length >= max) return [...tags];
  return [...tags, trimmed];
}

/** Any list brought back to the rules: first spelling wins, blanks dropped, at most `max`. */
export function normaliseTags(tags: readonly string[], max = Infinity): string[] {
  return tags.reduce<string[]>((result, tag) => addTag(result, tag, max), []);
}
