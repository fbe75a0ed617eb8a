// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShortcutActions, wireKeyboard } from './keyboard';

function press(target: Element, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: ' ', keyCode: 32, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function fakeActions() {
  return {
    toggle: vi.fn<() => void>(),
    next: vi.fn<() => void>(),
    stepVolume: vi.fn<(direction: 1 | -1) => void>(),
    toggleMute: vi.fn<() => void>(),
    rate: vi.fn<(stars: number) => void>(),
    showShortcuts: vi.fn<() => void>(),
  } satisfies ShortcutActions;
}

describe('keyboard shortcuts', () => {
  let unwire = () => {};
  afterEach(() => {
    unwire();
    document.body.innerHTML = '';
  });

  function setup(html: string) {
    document.body.innerHTML = html;
    const actions = fakeActions();
    unwire = wireKeyboard(document, actions);
    return actions;
  }
  const byId = (id: string) => document.getElementById(id) as Element;

  it('toggles play/pause with the space bar from anywhere on the page and does not scroll it', () => {
    const actions = setup('<main><p id="text">Hello</p></main>');
    const event = press(byId('text'));
    expect(actions.toggle).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('maps n, +, -, m, 1–5 and ? to their actions, whatever the case or the Shift key', () => {
    const actions = setup('<p id="t"></p>');
    for (const key of ['n', 'N', '+', '=', '-', 'm', 'M', '1', '5', '?']) press(byId('t'), { key, keyCode: 0, shiftKey: key === '?' || key === '+' });
    expect(actions.next).toHaveBeenCalledTimes(2);
    expect(actions.stepVolume.mock.calls).toEqual([[1], [1], [-1]]);
    expect(actions.toggleMute).toHaveBeenCalledTimes(2);
    expect(actions.rate.mock.calls).toEqual([[1], [5]]);
    expect(actions.showShortcuts).toHaveBeenCalledTimes(1);
    expect(actions.toggle).not.toHaveBeenCalled();
  });

  it('leaves other keys, 0 and 6–9 alone', () => {
    const actions = setup('<p id="t"></p>');
    for (const key of ['a', '0', '6', '9', 'F1', 'Enter']) expect(press(byId('t'), { key, keyCode: 0 }).defaultPrevented).toBe(false);
    expect(Object.values(actions).every((action) => action.mock.calls.length === 0)).toBe(true);
  });

  it.each([
    ['a text input', '<input id="t" type="search">'],
    ['a textarea', '<textarea id="t"></textarea>'],
    ['a select', '<select id="t"><option>a</option></select>'],
    ['an editable region', '<div contenteditable="true"><span id="t">x</span></div>'],
    ['a dialog', '<div role="dialog"><a id="t" href="/">x</a></div>'],
  ])('is ignored while the focus is in %s', (_, html) => {
    const actions = setup(html);
    for (const key of [' ', 'n', 'm', '3', '?', '+']) expect(press(byId('t'), { key, keyCode: key === ' ' ? 32 : 0 }).defaultPrevented).toBe(false);
    expect(Object.values(actions).every((action) => action.mock.calls.length === 0)).toBe(true);
  });

  it('is ignored while a modal dialog is open, wherever the key lands', () => {
    const actions = setup('<p id="t"></p><div role="dialog" aria-modal="true"></div>');
    press(byId('t'), { key: 'n', keyCode: 0 });
    press(byId('t'));
    expect(actions.next).not.toHaveBeenCalled();
    expect(actions.toggle).not.toHaveBeenCalled();
  });

  it('leaves the browser its Ctrl, Alt and Meta shortcuts', () => {
    const actions = setup('<p id="t"></p>');
    press(byId('t'), { key: '+', keyCode: 0, ctrlKey: true });
    press(byId('t'), { key: 'n', keyCode: 0, metaKey: true });
    press(byId('t'), { key: 'm', keyCode: 0, altKey: true });
    expect(actions.stepVolume).not.toHaveBeenCalled();
    expect(actions.next).not.toHaveBeenCalled();
    expect(actions.toggleMute).not.toHaveBeenCalled();
  });

  it('leaves a focused button to its own space press, so the press is not undone, but takes other keys', () => {
    const actions = setup('<button id="t">Play Jazz</button>');
    press(byId('t'));
    press(byId('t'), { key: 'n', keyCode: 0 });
    expect(actions.toggle).not.toHaveBeenCalled();
    expect(actions.next).toHaveBeenCalledTimes(1);
  });

  it('toggles while a link has focus, where the space bar would only scroll', () => {
    const actions = setup('<a id="t" href="/about/">Our Story</a>');
    press(byId('t'));
    expect(actions.toggle).toHaveBeenCalledTimes(1);
  });

  it('repeats only the volume while a key is held', () => {
    const actions = setup('<p id="t"></p>');
    press(byId('t'), { repeat: true });
    press(byId('t'), { key: 'n', keyCode: 0, repeat: true });
    press(byId('t'), { key: '-', keyCode: 0, repeat: true });
    expect(actions.toggle).not.toHaveBeenCalled();
    expect(actions.next).not.toHaveBeenCalled();
    expect(actions.stepVolume).toHaveBeenCalledWith(-1);
  });
});
