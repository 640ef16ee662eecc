/**
 * The slug of a group name: lowercase letters and digits joined by dashes ("Youth Council!" -> "youth-council").
 * Two names with the same slug are the same group, so names are unique per community up to case and punctuation.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
