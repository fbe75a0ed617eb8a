import type { Page } from 'playwright-core';
import { settleAnimations } from './axe';

/**
 * The disabled controls on the open page that a listener could take for usable ones, one line
 * each: every shown control that is disabled (or aria-disabled) must not offer the pointer cursor,
 * and must look different from the same control enabled (dimmed, greyed). The enabled look is
 * read from a copy of the control without its disabled state, placed beside it for the moment of
 * the measurement, so each control is compared with itself whatever its component's styles.
 */
export async function disabledControlsThatLookEnabled(page: Page): Promise<string[]> {
  // The copy is never under the pointer: take it off the control just pressed, so both are at rest.
  await page.mouse.move(0, 0);
  await settleAnimations(page);
  return page.evaluate(findDisabledControlsThatLookEnabled);
}

/** How many disabled controls the open page shows (a test of a disabled state first makes sure it is there). */
export function shownDisabledControls(page: Page): Promise<number> {
  return page.evaluate(
    () => [...document.querySelectorAll(':disabled, [aria-disabled="true"]')].filter((e) => e.localName !== 'fieldset' && e.checkVisibility({ visibilityProperty: true })).length,
  );
}

/** Runs inside the page (serialised by Playwright): it may use only the DOM and its own locals. */
function findDisabledControlsThatLookEnabled(): string[] {
  // What dims a control; a border's shade alone is too slight to tell a listener anything.
  const LOOK = ['opacity', 'filter', 'color', 'background-color'] as const;
  const describe = (element: Element) => {
    const classes = [...element.classList].slice(0, 2).map((c) => `.${c}`).join('');
    const name = element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return `${element.localName}${classes} "${name.slice(0, 40)}"`;
  };
  const problems: string[] = [];
  // A fieldset only passes its state on to its fields, which are checked themselves.
  const controls = [...document.querySelectorAll<HTMLElement>(':disabled, [aria-disabled="true"]')].filter(
    (element) => element.localName !== 'fieldset' && element.checkVisibility({ visibilityProperty: true }),
  );
  for (const control of controls) {
    const enabled = control.cloneNode(true) as HTMLElement;
    enabled.removeAttribute('disabled');
    enabled.removeAttribute('aria-disabled');
    enabled.removeAttribute('id');
    control.after(enabled);
    const disabledLook = getComputedStyle(control);
    const enabledLook = getComputedStyle(enabled);
    const pointer = disabledLook.cursor === 'pointer';
    // Still disabled when a disabled fieldset holds it: nothing to compare against then.
    const comparable = !enabled.matches(':disabled');
    const same = comparable && LOOK.every((property) => disabledLook.getPropertyValue(property) === enabledLook.getPropertyValue(property));
    enabled.remove();
    if (pointer || same) {
      problems.push(`${describe(control)} is disabled but ${[pointer && 'shows the pointer cursor', same && 'looks the same as enabled'].filter(Boolean).join(' and ')}`);
    }
  }
  return problems;
}
