import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page; fails when it is
 * not reached within `max` stops (a control the keyboard cannot reach). Each stop's focus must be visible: see
 * expectFocusRing.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectFocusRing(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached in ${max} presses of Tab`);
}

/**
 * The focused control shows a focus indicator at least 2 px thick (WCAG 2.2's focus appearance, as issue 21 asks):
 * an outline on itself, on the field's box around it, or — for a switch, checkbox or radio whose real input is
 * hidden — on the visible part drawn beside it.
 */
export async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', width: 0 };
    // The element itself; the field's box around it (a password field's input sits inside one); the rich-text
    // editor around its text; for a switch, checkbox or radio, the part drawn beside its hidden input.
    const toggle = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);
    const candidates = [
      el,
      el.closest('.mantine-Input-input'),
      // The rich-text editor's text: its ring is the editor's border (issue 40 #8).
      el.closest('.mantine-RichTextEditor-root'),
      toggle ? el.nextElementSibling : null,
      toggle ? el.parentElement?.querySelector('[class*="track"], [class*="icon"]') : null,
    ];
    let width = 0;
    for (const c of candidates) {
      if (!(c instanceof HTMLElement)) continue;
      const style = getComputedStyle(c);
      if (style.outlineStyle !== 'none') width = Math.max(width, parseFloat(style.outlineWidth) || 0);
    }
    return {
      what: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40)}`,
      width,
    };
  });
  expect(ring.width, `focus ring of ${ring.what}`).toBeGreaterThanOrEqual(2);
}
