/**
 * WCAG 2.5.3, label in name: a control that shows words is named starting with them, so a voice user
 * who says what they see reaches it. Lists the buttons and links under `root` whose `aria-label` does
 * not, as "shown -> named". A picker (a button with role combobox) shows its value, not its label, and is left out.
 */
export function labelsNotInName(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll('button:not([role]), a[href]:not([role]), [role="button"], [role="link"], [role="menuitem"]')].flatMap((control) => {
    const shown = (control.textContent ?? '').replace(/\s+/g, ' ').trim();
    const named = control.getAttribute('aria-label');
    return shown !== '' && named !== null && !named.startsWith(shown) ? [`${shown} -> ${named}`] : [];
  });
}
