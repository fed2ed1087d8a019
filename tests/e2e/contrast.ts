import type { Locator } from "@playwright/test";

/**
 * The WCAG contrast ratio of an element's text against what is behind it: its own background
 * and its ancestors', composited from the page down (colours read through a canvas, so oklch and
 * any other CSS colour work).
 */
export function contrastRatio(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const d = ctx.getImageData(0, 0, 1, 1).data;
      return [d[0], d[1], d[2], d[3] / 255];
    };
    const over = (top: number[], below: number[]) =>
      top.slice(0, 3).map((c, i) => c * top[3] + below[i] * (1 - top[3]));
    const chain: Element[] = [];
    for (let n: Element | null = el; n; n = n.parentElement) chain.push(n);
    let background = [255, 255, 255];
    for (const node of chain.reverse()) {
      const style = getComputedStyle(node);
      const layer = rgba(style.backgroundColor);
      background = over([...layer.slice(0, 3), layer[3] * Number(style.opacity)], background);
    }
    const text = over(rgba(getComputedStyle(el).color), background);
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}
