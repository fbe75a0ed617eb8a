import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * Stored HTML (content pages) is sanitised when it is written (ARCHITECTURE.md section 10): parsed the
 * way a browser parses it (parse5), then rebuilt from an allowlist. Anything else is dropped:
 * scripts, styles, frames, forms, event handlers, `style` and `class` attributes, and links
 * that are not http(s), mailto or same-site.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [], strong: [], em: [], b: [], i: [], u: [], s: [], small: [], sub: [], sup: [],
  blockquote: [], q: [], cite: [], code: [], pre: [], abbr: ['title'],
  ul: [], ol: [], li: [], dl: [], dt: [], dd: [],
  figure: [], figcaption: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  table: [], thead: [], tbody: [], tr: [], th: ['scope'], td: [], caption: [],
};

/** The page has its own <h1>; a heading of that level in the body becomes a section heading. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

/** Dropped with everything inside them: their content is code, or meaningless out of context. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'title', 'head', 'meta', 'link', 'base']);

const VOID = new Set(['br', 'hr', 'img']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\u00a0/g, '&nbsp;');

/** U+0000–U+0020 (the C0 controls and space) and U+007F–U+009F (DEL and the C1 controls). */
function isControlOrSpace(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** A link or image address that is safe to keep: http(s), mailto (links), or a path on this site. */
function safeUrl(value: string, tag: string): string | null {
  // Browsers ignore control characters and surrounding spaces when they read a scheme.
  const url = value.split('').filter((char) => !isControlOrSpace(char)).join('');
  if (url.startsWith('//') || url.startsWith('/\\')) return null;
  if (url.startsWith('/') || url.startsWith('#')) return value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https' || (scheme === 'mailto' && tag === 'a')) return value.trim();
  return null;
}

function attributes(el: Element, tag: string): string {
  const allowed = ALLOWED[tag] ?? [];
  let out = '';
  let external = false;
  for (const { name, value } of el.attrs) {
    if (!allowed.includes(name)) continue;
    const kept = name === 'href' || name === 'src' ? safeUrl(value, tag) : value;
    if (kept === null) continue;
    if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(kept)) continue;
    if (name === 'href') external = /^https?:/i.test(kept);
    out += ` ${name}="${escapeAttr(kept)}"`;
  }
  // A link to another site cannot reach back into this page, nor tell it where the visitor came from.
  if (tag === 'a' && external) out += ' rel="noopener noreferrer"';
  return out;
}

function serialize(nodes: ChildNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.nodeName === '#text') {
      out += escapeText((node as DefaultTreeAdapterMap['textNode']).value);
      continue;
    }
    if (!('tagName' in node)) continue; // comments, doctypes
    const name = node.tagName.toLowerCase();
    if (DROPPED.has(name)) continue;
    const tag = RENAMED[name] ?? name;
    const inner = serialize(node.childNodes);
    if (!(tag in ALLOWED)) {
      out += inner; // an element we do not keep: its text stays
      continue;
    }
    if (tag === 'img' && !attributes(node, tag).includes(' src="')) continue;
    out += VOID.has(tag) ? `<${tag}${attributes(node, tag)}>` : `<${tag}${attributes(node, tag)}>${inner}</${tag}>`;
  }
  return out;
}

/** HTML reduced to the elements and attributes a content page may hold; well-formed and escaped. */
export function sanitizeHtml(html: string): string {
  return serialize(parseFragment(html).childNodes);
}
