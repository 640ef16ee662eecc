import { useUncontrolled } from '@mantine/hooks';
import { useRef, useState, type ChangeEvent } from 'react';

export interface TextLimits {
  max: number;
  min?: number;
  /** Return false to refuse the text the edit would produce. */
  validate?: (value: string) => boolean;
}

export interface EditOutcome {
  /** The text the field keeps. */
  text: string;
  /** True when part of what the edit inserted was dropped to stay within `max`. */
  cut: boolean;
}

/** How many leading and trailing characters two texts share (not overlapping): what lies between was edited. */
function sharedEnds(a: string, b: string): [number, number] {
  let start = 0;
  const shorter = Math.min(a.length, b.length);
  while (start < shorter && a[start] === b[start]) start++;
  let end = 0;
  while (end < shorter - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return [start, end];
}

/**
 * The text after an edit. An edit that would grow the text past `max` keeps as much of what it inserted (typed,
 * pasted or dropped, at the caret) as fits, and says it cut: a paste of 301 characters into an empty 300-character
 * field keeps the first 300 rather than nothing. Typing at the limit therefore changes nothing, as the spec asks.
 * Shrinking is always allowed, so a value that arrived already too long can still be cut down; `validate` may
 * refuse any result, and then the previous text stays.
 */
export function acceptEdit(previous: string, next: string, { max, validate }: TextLimits): EditOutcome {
  let text = next;
  let cut = false;
  if (next.length > max && next.length >= previous.length) {
    const [start, end] = sharedEnds(previous, next);
    const inserted = next.slice(start, next.length - end);
    const room = Math.max(0, max - start - end);
    let kept = inserted.slice(0, room);
    // Never keep half of a character written with two UTF-16 units (an emoji): drop it whole.
    if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
    cut = kept.length < inserted.length;
    text = kept ? next.slice(0, start) + kept + next.slice(next.length - end) : previous;
  }
  if (validate && !validate(text)) return { text: previous, cut: false };
  return { text, cut };
}

export function isBelowMin(value: string, min?: number): boolean {
  return min !== undefined && value.length < min;
}

export interface LimitedTextOptions extends TextLimits {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/**
 * Shared by every counted field (single- and multi-line); works controlled or uncontrolled. `pastedCut` is true
 * after a paste or drop was cut to the limit, until the next edit: the field then says what happened instead of
 * silently losing the end of the text.
 */
export function useLimitedText({ value, defaultValue, onChange, ...limits }: LimitedTextOptions) {
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const [pastedCut, setPastedCut] = useState(false);
  // Set by the paste or drop that the next change event carries; typing at the limit stays silently ignored.
  const pasting = useRef(false);
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const outcome = acceptEdit(text, event.currentTarget.value, limits);
    setPastedCut(outcome.cut && pasting.current);
    pasting.current = false;
    if (outcome.text !== text) setText(outcome.text);
  };
  const markPaste = () => {
    pasting.current = true;
  };
  return {
    text,
    handleChange,
    markPaste,
    pastedCut,
    belowMin: isBelowMin(text, limits.min),
    counter: `${text.length}/${limits.max}`,
  };
}
