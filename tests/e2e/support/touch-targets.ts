import type { Page } from '@playwright/test';

/** Our rule for whatever a thumb presses on a phone (WCAG 2.2 asks 24 px; a kitchen's hands need more). */
export const minTouchTarget = 44;

/**
 * Every control on the page smaller than `minTouchTarget` either way: one finding per control, `where`
 * first. A control is what the keyboard or a finger can operate (buttons, links, fields, tabs, options,
 * menu items), measured as the box a finger hits: a Fluent field's frame, a check box or radio with its
 * label. Not measured: a link inside running text (a sentence's words set its size), a disabled control,
 * what is not drawn or hidden from assistive technology, and Tabster's focus guards.
 */
export async function smallTouchTargets(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="menuitemradio"]',
      '[role="option"]',
      '[role="combobox"]',
    ].join(', ');
    const name = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    // The box a finger hits: Fluent draws a field's frame around its <input>, and a check box's label is
    // part of it.
    const target = (control: Element) =>
      control.closest('.fui-Checkbox, .fui-Radio, .fui-Switch, .fui-Input, .fui-SearchBox, .fui-Textarea, .fui-SpinButton') ?? control;
    // A link among other words of its paragraph (its nearest block): the sentence sets its height.
    const inRunningText = (control: Element) => {
      if (control.tagName !== 'A') return false;
      let block = control.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (control.textContent ?? '').trim();
      return block !== null && (block.textContent ?? '').trim().length > own.length + 1;
    };
    const problems: string[] = [];
    const seen = new Set<Element>();
    for (const control of document.querySelectorAll(selector)) {
      if (control.closest('[aria-hidden="true"], [data-tabster-dummy], [inert]')) continue;
      if (control.matches(':disabled, [aria-disabled="true"]')) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !control.matches('.fui-Checkbox__input, .fui-Radio__input, .fui-Switch__input')) continue;
      if (inRunningText(control)) continue;
      const box = target(control);
      if (seen.has(box)) continue;
      seen.add(box);
      const rect = box.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Out of the window's width (the skip link, until it has the focus): not a target yet.
      if (rect.right <= 0 || rect.left >= window.innerWidth) continue;
      if (rect.width < min - 0.5 || rect.height < min - 0.5) problems.push(`"${name(control)}" (${control.tagName.toLowerCase()}) is ${Math.round(rect.width)}x${Math.round(rect.height)} px`);
    }
    return problems;
  }, minTouchTarget);
  return found.map((problem) => `${where}: ${problem}`);
}
