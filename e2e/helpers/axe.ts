import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page as axe-core judges it against WCAG 2.2 A and AA and axe's best practices (unique landmarks, one h1,
 * heading order, named table headers): no violation of any impact — minor and moderate ones fail a journey as
 * serious ones do — and a document title. Called on the screens a journey reaches, in both languages
 * (every-screen.spec.ts visits each route once); with `include`, only that part of the page (an open dialog).
 */
export async function expectAccessible(page: Page, opts: { include?: string } = {}) {
  await expect(page).toHaveTitle(/\S/);
  // A toast still fading in is half transparent, and axe would judge its colours mid-way: wait for every
  // transition and animation to end first. Two frames first: a toast starts its fade-in on the frame after it mounts.
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((frame) => requestAnimationFrame(frame));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  const builder = new AxeBuilder({ page })
    // Only violations are read here: axe then details one node per rule that passed instead of every one (and builds
    // their selectors), which was about a quarter of its time on a console screen; violations keep all their nodes.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  // A dialog is judged on its own: what it covers is judged by the journeys of those screens.
  if (opts.include) builder.include(opts.include);
  // Every impact counts (minor, moderate, serious, critical): nothing here filters on `impact`.
  const { violations } = await builder.analyze();
  expect(
    violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join('; ')})`,
    ),
  ).toEqual([]);
}
