import logoSvg from '../../public/logo.svg?raw';

/**
 * The product's logo (public/logo.svg, 315 bytes) as an address of its own content: fetched as a file, it took a
 * second connection at the moment the page asks the API for its data, and the API answer waited for its handshake
 * (one more satellite round trip).
 */
export const LOGO = `data:image/svg+xml,${encodeURIComponent(logoSvg)}`;

type Child = Node | string | null | undefined | false;
type Props = Record<string, string | boolean | number | EventListener | undefined>;

/**
 * An element with its attributes, listeners (`onclick`…) and children. Text goes in as text nodes, never as
 * markup: a community's name or a server's message cannot inject anything.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child) el.append(child);
  return el;
}

/**
 * A catalogue sentence whose markup is tags of its own (`<b>…</b>`, `<phone>…</phone>`), built as elements: each
 * tag name maps to a maker of the element; the text between tags stays text.
 */
export function rich(text: string, tags: Record<string, (content: string) => Node>): Node[] {
  const nodes: Node[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) nodes.push(document.createTextNode(text.slice(at, match.index)));
    const make = tags[match[1]];
    nodes.push(make ? make(match[2]) : document.createTextNode(match[2]));
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push(document.createTextNode(text.slice(at)));
  return nodes;
}
