import { describe, expect, it } from 'vitest';
import { liftFor } from './toast-room';

// A 1366 × 768 window: the toasts' column (380 px wide, 100 px tall) 16 px above the bottom edge.
const column = { left: 623, right: 1003, top: 652, bottom: 752 };
const HEIGHT = 768;

describe('liftFor: the toasts clear a pager', () => {
  it('stays put when nothing it would cover is in the way', () => {
    expect(liftFor(column, [], HEIGHT)).toBe(0);
    // A pager above it, or beside it.
    expect(liftFor(column, [{ left: 280, right: 1346, top: 500, bottom: 540 }], HEIGHT)).toBe(0);
    expect(liftFor(column, [{ left: 1010, right: 1346, top: 700, bottom: 740 }], HEIGHT)).toBe(0);
  });

  it('lifts its bottom above the pager it would cover, with a gap', () => {
    const pager = { left: 858, right: 1346, top: 738, bottom: 772 };
    expect(liftFor(column, [pager], HEIGHT)).toBe(752 - 738 + 8);
  });

  it('clears a second control that the first lift brings it onto', () => {
    const pager = { left: 858, right: 1346, top: 738, bottom: 772 };
    const rowsPerPage = { left: 700, right: 840, top: 640, bottom: 672 };
    expect(liftFor(column, [pager, rowsPerPage], HEIGHT)).toBe(752 - 640 + 8);
  });

  it('never climbs past the middle of the window: there it stays where it was', () => {
    const tall = { left: 280, right: 1346, top: 300, bottom: 760 };
    expect(liftFor(column, [tall], HEIGHT)).toBe(0);
  });
});
