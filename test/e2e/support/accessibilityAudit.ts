import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** WCAG 2.5.5's target size, which the shop holds every control on a phone to. */
export const MIN_TARGET_PX = 44;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's rules the audit runs: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly failureSummary?: string }[];
}

/** axe-core's serious and critical violations on the page as it is now, one line per element. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) =>
      (await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })).violations,
    AXE_TAGS,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `axe ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}. ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    );
}

/**
 * The controls a finger must hit that are smaller than `minimum` px either way, each named with its
 * role, its name and its size. A control is a button, a link, an input (not hidden), a select, an
 * element with a widget role (button, checkbox, radio, switch, tab, option, menuitem), shown and
 * enabled; an element inside a box clipped to a pixel (visually hidden) is not shown. A checkbox,
 * radio or switch is hit through its labels too, so its target is the box around it and its labels;
 * its input counts where it takes taps, drawn or see-through (a switch's input lies transparent over
 * the switch), and not where it is visually hidden. Left out, as WCAG 2.5.8 leaves them out: a link
 * set inline in a sentence, that is an inline `a` whose block holds text of its own besides the link's.
 */
export function smallTargets(page: Page, minimum = MIN_TARGET_PX): Promise<string[]> {
  return page.evaluate((least) => {
    const CONTROLS = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      ...['button', 'checkbox', 'radio', 'switch', 'tab', 'option', 'menuitem', 'menuitemradio', 'menuitemcheckbox'].map((role) => `[role=${role}]`),
    ].join(',');
    type Box = { left: number; top: number; right: number; bottom: number };
    /** Hidden from sight but not from screen readers: inside a box clipped to a pixel (Mantine's VisuallyHidden). */
    const visuallyHidden = (element: Element): boolean => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        if ((rect.width <= 1 || rect.height <= 1) && (style.overflow !== 'visible' || style.clip !== 'auto')) return true;
      }
      return false;
    };
    /** The element's box where it is drawn; with `transparent`, also where it is see-through but still takes taps. */
    const boxOf = (element: Element, transparent = false): Box | null => {
      const rect = element.getBoundingClientRect();
      const drawn = element.checkVisibility({ opacityProperty: !transparent, visibilityProperty: true }) && getComputedStyle(element).pointerEvents !== 'none';
      const shown = drawn && rect.width > 1 && rect.height > 1 && !visuallyHidden(element);
      return shown ? { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } : null;
    };
    const union = (boxes: (Box | null)[]): Box | null =>
      boxes.reduce<Box | null>((all, box) => {
        if (!box) return all;
        if (!all) return box;
        return { left: Math.min(all.left, box.left), top: Math.min(all.top, box.top), right: Math.max(all.right, box.right), bottom: Math.max(all.bottom, box.bottom) };
      }, null);
    const disabled = (element: Element) => element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
    const inSentence = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
      const ownText = (block?.textContent ?? '').replace(element.textContent ?? '', '');
      return ownText.trim().length > 0;
    };
    const nameOf = (element: Element): string =>
      (element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? element.getAttribute('name') ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const kindOf = (element: Element): string => element.getAttribute('role') ?? (element.tagName === 'INPUT' ? `input[${(element as HTMLInputElement).type}]` : element.tagName.toLowerCase());

    const found: string[] = [];
    const seen = new Set<Element>();
    for (const element of document.querySelectorAll(CONTROLS)) {
      if (seen.has(element) || disabled(element) || inSentence(element)) continue;
      // A label inside a button or link is that control's; the control is measured.
      if (element.parentElement?.closest(CONTROLS) && !(element instanceof HTMLInputElement)) continue;
      const toggle = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
      const box = toggle ? union([boxOf(element, true), ...[...(element.labels ?? [])].map((label) => boxOf(label))]) : boxOf(element);
      seen.add(element);
      if (!box) continue;
      const width = box.right - box.left;
      const height = box.bottom - box.top;
      // Half a pixel of rounding in a layout of rem and em is no smaller target.
      if (width + 0.5 < least || height + 0.5 < least) found.push(`${Math.round(width)}×${Math.round(height)} ${kindOf(element)} "${nameOf(element)}"`);
    }
    return found;
  }, minimum);
}

/**
 * Whether the page scrolls sideways, with the elements that reach past the viewport's edge and
 * hold nothing else that does (what to look at first).
 */
export function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const past = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < -1 || box.right > root.clientWidth + 1);
    });
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const named = innermost.slice(0, 5).map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" ${Math.round(element.getBoundingClientRect().width)} px wide`);
    return [`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px), past the edge: ${named.join('; ')}`];
  });
}

/** Everything on the page as it is now that fails the shop's phone rules: axe, small targets, sideways scrolling. */
export async function auditFindings(page: Page): Promise<string[]> {
  const [axe, targets, sideways] = [await seriousAxeViolations(page), await smallTargets(page), await sidewaysScroll(page)];
  return [...axe, ...targets.map((target) => `tap target ${target}`), ...sideways];
}
