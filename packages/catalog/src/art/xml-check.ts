const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|#\d+);[^"<&]*)*")*)\s*(\/?)>/y;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;

/**
 * A strict little well-formedness check for the SVG we emit (no comments, CDATA or
 * processing instructions): balanced tags, quoted attributes, no raw '<', '>' or '&' in text.
 * Returns null when well-formed, otherwise a description of the first problem.
 */
export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  let i = 0;
  while (i < xml.length) {
    const ch = xml.charAt(i);
    if (ch === '<') {
      TAG.lastIndex = i;
      const m = TAG.exec(xml);
      if (!m) return `malformed tag at ${i}: ${xml.slice(i, i + 40)}`;
      const [whole, closing, name, , selfClosing] = m;
      if (closing) {
        if (stack.pop() !== name) return `unbalanced </${name}> at ${i}`;
      } else if (!selfClosing) {
        stack.push(name ?? '');
      }
      i += whole.length;
    } else if (ch === '&') {
      ENTITY.lastIndex = i;
      const m = ENTITY.exec(xml);
      if (!m) return `raw '&' at ${i}`;
      i += m[0].length;
    } else if (ch === '>') {
      return `raw '>' at ${i}`;
    } else {
      i++;
    }
  }
  return stack.length ? `unclosed <${stack.join('>, <')}>` : null;
}
