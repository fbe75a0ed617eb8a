// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireSpaceBar } from './spaceBar';

function press(target: Element, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: ' ', keyCode: 32, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('space bar shortcut', () => {
  let unwire = () => {};
  afterEach(() => {
    unwire();
    document.body.innerHTML = '';
  });

  function setup(html: string) {
    document.body.innerHTML = html;
    const toggle = vi.fn();
    unwire = wireSpaceBar(document, toggle);
    return toggle;
  }

  it('toggles play/pause from anywhere on the page and does not scroll it', () => {
    const toggle = setup('<main><p id="text">Hello</p></main>');
    const event = press(document.getElementById('text') as Element);
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    ['a text input', '<input id="t" type="search">'],
    ['a textarea', '<textarea id="t"></textarea>'],
    ['a select', '<select id="t"><option>a</option></select>'],
    ['an editable region', '<div contenteditable="true"><span id="t">x</span></div>'],
  ])('is ignored while typing in %s', (_, html) => {
    const toggle = setup(html);
    const event = press(document.getElementById('t') as Element);
    expect(toggle).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves a focused button to its own press, so the press is not undone', () => {
    const toggle = setup('<button id="t">Play Jazz</button>');
    press(document.getElementById('t') as Element);
    expect(toggle).not.toHaveBeenCalled();
  });

  it('toggles while a link has focus, where the space bar would only scroll', () => {
    const toggle = setup('<a id="t" href="/about/">Our Story</a>');
    press(document.getElementById('t') as Element);
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys and auto-repeat', () => {
    const toggle = setup('<p id="t"></p>');
    press(document.getElementById('t') as Element, { key: 'a', keyCode: 65 });
    press(document.getElementById('t') as Element, { repeat: true });
    expect(toggle).not.toHaveBeenCalled();
  });
});
