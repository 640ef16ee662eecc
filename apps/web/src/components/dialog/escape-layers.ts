/**
 * Escape closes the innermost layer only (issue 40 #5). Every Mantine modal listens for Escape on the window, so a
 * dialog opened inside another (the time picker in the Publish dialog, a confirmation over an edit form) closed both
 * and lost what the outer one held. Dialogs here (`<Dialog>`) leave Mantine's listener off and join this stack
 * instead; one listener, on the window's capture phase, closes the newest open layer and nothing else.
 *
 * A key meant for something that closes itself is left to it: an open list or menu (Mantine marks its field with
 * data-mantine-stop-propagation while open), a popover drawn outside the dialog (a calendar), a toast (its own
 * Escape dismisses it).
 */
type Close = () => void;

const layers: { close: { current: Close } }[] = [];

const SELF_CLOSING =
  '[data-mantine-stop-propagation="true"], .mantine-Popover-dropdown, .mantine-Notification-root';

/** An open popover (a calendar, a menu): a closed list's dropdown stays in the page, hidden (display: none). */
const openPopover = () =>
  typeof document === 'undefined'
    ? undefined
    : [...document.querySelectorAll<HTMLElement>('.mantine-Popover-dropdown')].find(
        (el) => el.style.display !== 'none',
      );

function onKey(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
  const top = layers.at(-1);
  if (!top) return;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(SELF_CLOSING)) return;
  const popover = openPopover();
  if (popover) {
    // A popover is the innermost layer even before the focus reached it: on a busy machine the key came while the
    // calendar was still opening, the focus still on its field in the dialog, and closed the dialog. The key goes to
    // the popover, which closes on an Escape inside it (and is left alone above, being inside it).
    event.stopImmediatePropagation();
    event.preventDefault();
    popover.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    return;
  }
  // Nothing inside the closing layer reacts to this key any more.
  event.stopImmediatePropagation();
  event.preventDefault();
  top.close.current();
}

let listening = false;

/**
 * Puts a layer on the stack while `open`; `close` is read when Escape comes, so a new function each render is fine.
 * Returns the function that takes it off (also done when `open` turns false or the component unmounts).
 */
export function pushEscapeLayer(close: { current: Close }): () => void {
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('keydown', onKey, { capture: true });
    listening = true;
  }
  const layer = { close };
  layers.push(layer);
  return () => {
    const at = layers.indexOf(layer);
    if (at >= 0) layers.splice(at, 1);
  };
}

/** How many layers are open (tests). */
export const openEscapeLayers = () => layers.length;
