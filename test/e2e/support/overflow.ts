import type { Page } from 'playwright-core';

/** The narrowest phone the shop lays out for. */
export const PHONE = { width: 375, height: 812 };

/**
 * Elements that reach past either side of the viewport where nothing clips them (a scrolling table,
 * a visually hidden text and what sits inside them are clipped by their box), named for the report.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto') return true;
      }
      return false;
    };
    const found = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return (box.left < -1 || box.right > width + 1) && !clipped(element);
    });
    const described = found.map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`);
    if (document.documentElement.scrollWidth > width) described.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    return described;
  });
}
