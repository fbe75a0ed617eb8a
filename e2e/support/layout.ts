import type { Page } from 'playwright-core';
import { settleAnimations } from './axe';

/** The two screens every route is drawn on: a laptop and a phone. */
export const LAYOUT_VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Where the open page's layout is broken at the current viewport, one readable line each: text
 * drawn over other text (or over a form field), and anything that sticks out past the right edge
 * of the screen or makes the page scroll sideways. Each line names the elements by a short
 * selector and their text.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await settleAnimations(page);
  return page.evaluate(findLayoutProblems);
}

/** `layoutProblems` at each of LAYOUT_VIEWPORTS, each line led by the viewport; the page is left at the first. */
export async function layoutProblemsAtEveryWidth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [...LAYOUT_VIEWPORTS.slice(1), LAYOUT_VIEWPORTS[0]]) {
    await page.setViewportSize(viewport);
    // A resize lays out at once, but a component that follows a media query renders on the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    problems.push(...(await layoutProblems(page)).map((line) => `${viewport.width}px ${line}`));
  }
  return problems;
}

/** Runs inside the page (serialised by Playwright): it may use only the DOM and its own locals. */
function findLayoutProblems(): string[] {
  /** Boxes may touch or share a pixel of anti-aliasing: only a larger intersection is an overlap. */
  const TOLERANCE = 2;
  const MAX_LINES = 12;
  const viewportWidth = document.documentElement.clientWidth;

  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  interface TextBox extends Box {
    element: Element;
    /** The fixed-position element the text is drawn in, or null for the scrolling page. */
    layer: Element | null;
  }

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };

  const clips = new Map<Element, Box | null>();
  /**
   * The part of the viewport (in page coordinates) an element's content can show in: what its
   * scrolling or clipping ancestors (carousels, ellipsised labels, the visually-hidden 1 px box)
   * leave of it. A fixed-position element escapes its ancestors' clipping; the page itself (html,
   * body) scrolls, so it does not clip.
   */
  const clipOf = (element: Element): Box | null => {
    const known = clips.get(element);
    if (known !== undefined) return known;
    const parent = element.parentElement;
    const inherited = style(element).position === 'fixed' || !parent || parent === document.body ? null : clipOf(parent);
    let clip = inherited;
    const own = style(element);
    const clipsX = own.overflowX !== 'visible';
    const clipsY = own.overflowY !== 'visible';
    if (element !== document.body && element !== document.documentElement && (clipsX || clipsY)) {
      const r = element.getBoundingClientRect();
      const box = {
        left: clipsX ? r.left + scrollX : -Infinity,
        right: clipsX ? r.right + scrollX : Infinity,
        top: clipsY ? r.top + scrollY : -Infinity,
        bottom: clipsY ? r.bottom + scrollY : Infinity,
      };
      clip = clip ? intersect(clip, box) : box;
    }
    clips.set(element, clip);
    return clip;
  };

  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const pageBox = (r: DOMRect): Box => ({ left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY });
  const shown = (box: Box, element: Element): Box | null => {
    const clip = clipOf(element);
    const visible = clip ? intersect(box, clip) : box;
    return visible.right - visible.left > TOLERANCE && visible.bottom - visible.top > TOLERANCE ? visible : null;
  };

  const layers = new Map<Element, Element | null>();
  const layerOf = (element: Element): Element | null => {
    const known = layers.get(element);
    if (known !== undefined) return known;
    const layer = style(element).position === 'fixed' ? element : element.parentElement ? layerOf(element.parentElement) : null;
    layers.set(element, layer);
    return layer;
  };

  const describe = (element: Element): string => {
    const name = (e: Element) =>
      e.localName + (e.id && !/^[_:«]|^r[0-9a-z]+$/.test(e.id) ? `#${e.id}` : '') + [...e.classList].slice(0, 2).map((c) => `.${c}`).join('');
    let selector = name(element);
    if (element.classList.length === 0 && element.parentElement) {
      const named = element.parentElement.closest('[class]');
      if (named && named !== document.body) selector = `${name(named)} ${selector}`;
    }
    const text = (element.textContent || (element as HTMLInputElement).placeholder || '').replace(/\s+/g, ' ').trim();
    return `${selector} "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
  };

  const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  // Text: every line box of every text node, and every form field (a label drawn over one is as unreadable).
  const boxes: TextBox[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent?.trim() && node.parentElement && !node.parentElement.closest('script, style, noscript, template') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT,
  });
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !visible(element)) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const box = shown(pageBox(rect), element);
      if (box) boxes.push({ ...box, element, layer: layerOf(element) });
    }
  }
  for (const field of document.querySelectorAll('input:not([type="hidden"]), select, textarea')) {
    if (!visible(field)) continue;
    const box = shown(pageBox(field.getBoundingClientRect()), field.parentElement ?? field);
    if (box) boxes.push({ ...box, element: field, layer: layerOf(field) });
  }

  const problems: string[] = [];
  const reported = new Set<string>();
  boxes.sort((a, b) => a.top - b.top);
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i];
    for (let j = i + 1; j < boxes.length && boxes[j].top < a.bottom - TOLERANCE; j++) {
      const b = boxes[j];
      // Lines of one element wrap around each other by design (and share its line-height).
      if (a.element === b.element) continue;
      // Fixed layers (header, player bar, toasts, a modal) sit over the scrolling page by design;
      // what is drawn inside each layer is still checked against the rest of that layer.
      if (a.layer !== b.layer) continue;
      const overlap = intersect(a, b);
      if (overlap.right - overlap.left <= TOLERANCE || overlap.bottom - overlap.top <= TOLERANCE) continue;
      const [first, second] = a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? [a, b] : [b, a];
      const line = `text overlaps: ${describe(first.element)} and ${describe(second.element)}`;
      if (!reported.has(line)) {
        reported.add(line);
        problems.push(line);
      }
    }
  }

  // Sideways: the page scrolls sideways, or something shows past the right edge. Named is the
  // outermost element that sticks out (its parent fits): the one whose width is wrong.
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth > clientWidth + 1) problems.push(`page scrolls sideways: ${scrollWidth}px of content in ${clientWidth}px`);
  const sticksOut = new Map<Element, boolean>();
  const overflows = (element: Element): boolean => {
    const known = sticksOut.get(element);
    if (known !== undefined) return known;
    const rect = element.getBoundingClientRect();
    const box = rect.width > 0 && rect.height > 0 && visible(element) ? shown(pageBox(rect), element.parentElement ?? element) : null;
    const result = box !== null && (box.right - scrollX > viewportWidth + 1 || box.left - scrollX < -1);
    sticksOut.set(element, result);
    return result;
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (!overflows(element)) continue;
    if (element.parentElement && element.parentElement !== document.body && overflows(element.parentElement)) continue;
    const r = element.getBoundingClientRect();
    problems.push(`sticks out of the ${viewportWidth}px screen: ${describe(element)} spans ${Math.round(r.left)}–${Math.round(r.right)}px`);
  }

  return problems.length > MAX_LINES ? [...problems.slice(0, MAX_LINES), `…and ${problems.length - MAX_LINES} more`] : problems;
}
