/**
 * Neutral text wordmarks for the demo brands. They are our own drawings (name set in a plain
 * typeface), not the manufacturers' trademarked artwork.
 */
type Wordmark = { name: string; tagline?: string };

export const BRAND_WORDMARKS: Readonly<Record<string, Wordmark>> = {
  siemens: { name: "SIEMENS" },
  "schneider-electric": { name: "Schneider", tagline: "Electric" },
  abb: { name: "ABB" },
  "allen-bradley": { name: "Allen-Bradley", tagline: "Rockwell Automation" },
  omron: { name: "OMRON" },
  delta: { name: "DELTA", tagline: "Electronics" },
  weg: { name: "WEG" },
};

const escapeXml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

/** A 240x96 wordmark on a light card, readable on both the light and the dark theme. */
export function brandLogoSvg(slug: string): string | undefined {
  const mark = BRAND_WORDMARKS[slug];
  if (!mark) return undefined;
  // Long names get a smaller size so every mark fills the card about the same.
  const size = Math.min(44, Math.floor(200 / (mark.name.length * 0.62)));
  const nameY = mark.tagline ? 52 : 60;
  const tagline = mark.tagline
    ? `<text x="120" y="76" font-size="14" font-weight="500" fill="#64748b" text-anchor="middle" letter-spacing="1">${escapeXml(mark.tagline)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(mark.name)}">
<rect x="1" y="1" width="238" height="94" rx="12" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>
<g font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif">
<text x="120" y="${nameY}" font-size="${size}" font-weight="800" fill="#1e293b" text-anchor="middle">${escapeXml(mark.name)}</text>${tagline}
</g>
</svg>
`;
}
