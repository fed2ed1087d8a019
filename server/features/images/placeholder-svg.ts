/**
 * Deterministic placeholder "photos" for products whose image is a relative name: same seed,
 * same bytes, so the browser and any CDN can cache them forever.
 */

// FNV-1a: tiny, stable across runs and platforms, good enough spread for picking colours.
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

// Company blues and industrial greys; each pair is a gradient.
const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ["#0b3d91", "#1e6fd9"],
  ["#0f2a4a", "#2563eb"],
  ["#1e3a5f", "#3b82f6"],
  ["#0c4a6e", "#0ea5e9"],
  ["#172554", "#1d4ed8"],
  ["#334155", "#64748b"],
  ["#1f2937", "#2563eb"],
  ["#0f3460", "#1591b8"],
  ["#1e293b", "#475569"],
  ["#102a43", "#486581"],
];

type Kind = "drive" | "plc" | "hmi" | "sensor" | "power" | "switchgear" | "network" | "software" | "cabinet";

// First match wins, so the more specific families come first.
const KEYWORDS: ReadonlyArray<readonly [Kind, RegExp]> = [
  ["software", /scada|wincc|factorytalk|licencia|software|diaview|ipc|servidor|runtime/],
  ["hmi", /hmi|ktp|tp\d{3,4}|panelview|gxu|harmony|nb\d|na5|dop-|pantalla/],
  ["drive", /variador|vfd|sinamics|g120|v20|acs\d|atv|altivar|powerflex|cfw|mx2|3g3|ms300|c2000|cp2000|vfd-/],
  ["sensor", /sensor|inductiv|fotoelectric|e2e|e3z|xs6|xub|872c|42ef/],
  ["power", /fuente|sitop|phaseo|s8vk|psu|ups|drp|1606|cp-e|abl/],
  [
    "switchgear",
    /contactor|guardamotor|arrancador|rele|sirius|tesys|lc1d|gv2|ms132|mpw|cwm|psr|pse|ats|ssw|3rv|3rt|3rw|smc/,
  ],
  ["network", /switch|scalance|gateway|stratix|ethernet|comunicacion|profinet|modbus|fena|cm-12|csm|dvpen/],
  ["plc", /plc|cpu|s7|logo|modicon|m221|m241|m251|micro8|compactlogix|cp2e|cp1e|nx1p|dvp|as\d{3}|ac500|clic|modulo/],
];

function kindOf(seed: string, h: number): Kind {
  for (const [kind, re] of KEYWORDS) if (re.test(seed)) return kind;
  const fallback: Kind[] = ["cabinet", "plc", "drive", "switchgear"];
  return fallback[h % fallback.length];
}

const S = `fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`;
const F = `fill="#ffffff" fill-opacity="0.16"`;

// Each pictogram is drawn in a 240x240 box centred at the origin.
const PICTOGRAMS: Record<Kind, string> = {
  plc: `<rect x="-110" y="-100" width="150" height="200" rx="10" ${F}/><rect x="-110" y="-100" width="150" height="200" rx="10" ${S}/>
<rect x="50" y="-100" width="60" height="200" rx="8" ${S}/>
<path d="M-90 -70h110M-90 70h110M65 -70h30M65 70h30" ${S}/>
<circle cx="-80" cy="-30" r="7" fill="#ffffff"/><circle cx="-55" cy="-30" r="7" fill="#ffffff" fill-opacity="0.5"/><circle cx="-30" cy="-30" r="7" fill="#ffffff"/>
<rect x="-85" y="0" width="100" height="34" rx="4" ${S}/>`,
  drive: `<rect x="-80" y="-115" width="160" height="230" rx="12" ${F}/><rect x="-80" y="-115" width="160" height="230" rx="12" ${S}/>
<rect x="-50" y="-85" width="100" height="50" rx="4" ${S}/><circle cx="0" cy="10" r="24" ${S}/>
<path d="M-50 70v25M-25 70v25M0 70v25M25 70v25M50 70v25" ${S}/>`,
  hmi: `<rect x="-125" y="-85" width="250" height="170" rx="12" ${F}/><rect x="-125" y="-85" width="250" height="170" rx="12" ${S}/>
<rect x="-100" y="-62" width="200" height="124" rx="4" ${S}/>
<path d="M-80 40v-20M-50 40v-45M-20 40v-30M10 40v-60" ${S}/><circle cx="65" cy="0" r="20" ${S}/>`,
  sensor: `<rect x="-110" y="-30" width="150" height="60" rx="8" ${F}/><rect x="-110" y="-30" width="150" height="60" rx="8" ${S}/>
<path d="M-85 -30v60M-60 -30v60M-35 -30v60M40 0h30" ${S}/>
<path d="M80 -35a45 45 0 0 1 0 70M100 -60a75 75 0 0 1 0 120" ${S}/>
<path d="M-110 0h-10" ${S}/>`,
  power: `<rect x="-90" y="-110" width="180" height="220" rx="12" ${F}/><rect x="-90" y="-110" width="180" height="220" rx="12" ${S}/>
<path d="M12 -80l-45 85h40l-20 75l55 -95h-40z" fill="#ffffff"/>`,
  switchgear: `<rect x="-95" y="-110" width="190" height="220" rx="12" ${F}/><rect x="-95" y="-110" width="190" height="220" rx="12" ${S}/>
<path d="M-50 -110v40M0 -110v40M50 -110v40M-50 110v-40M0 110v-40M50 110v-40" ${S}/>
<rect x="-65" y="-45" width="130" height="90" rx="6" ${S}/><path d="M-35 0h70" ${S}/>`,
  network: `<rect x="-120" y="-40" width="240" height="80" rx="10" ${F}/><rect x="-120" y="-40" width="240" height="80" rx="10" ${S}/>
<path d="M-90 -10h20v20h-20zM-50 -10h20v20h-20zM-10 -10h20v20h-20zM30 -10h20v20h-20z" fill="#ffffff"/>
<path d="M-80 -40v-50h160v50M0 -90v-25M-80 40v60M80 40v60" ${S}/><circle cx="85" cy="0" r="8" fill="#ffffff"/>`,
  software: `<rect x="-120" y="-95" width="240" height="150" rx="10" ${F}/><rect x="-120" y="-95" width="240" height="150" rx="10" ${S}/>
<path d="M-95 25l45 -50l40 30l45 -60l50 35" ${S}/><path d="M-40 95h80M0 55v40" ${S}/>`,
  cabinet: `<rect x="-100" y="-115" width="200" height="230" rx="8" ${F}/><rect x="-100" y="-115" width="200" height="230" rx="8" ${S}/>
<path d="M0 -115v230M-20 -10v20M20 -10v20" ${S}/><path d="M-75 -85h50M25 -85h50M-75 -60h50" ${S}/>`,
};

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

// Brand names that span two words of a seed, so the heading shows the whole name.
const TWO_WORD_HEADS: Record<string, string> = {
  "schneider-electric": "Schneider Electric",
  "allen-bradley": "Allen-Bradley",
  "rockwell-automation": "Rockwell Automation",
  "mitsubishi-electric": "Mitsubishi Electric",
  "phoenix-contact": "Phoenix Contact",
};

/** First word as a heading (usually the brand), the rest wrapped over at most two lines. */
export function labelLines(seed: string): string[] {
  const words = seed.split("-").filter(Boolean);
  const pair = TWO_WORD_HEADS[words.slice(0, 2).join("-")];
  const [first = "", ...rest] = pair ? [pair, ...words.slice(2)] : words;
  const lines = [truncate(first.toUpperCase(), 20)];
  let current = "";
  const wrapped: string[] = [];
  for (const word of rest) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length > 30 && current) {
      wrapped.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) wrapped.push(current);
  if (wrapped.length > 2) wrapped.splice(1, wrapped.length - 1, `${wrapped.slice(1).join(" ")}`);
  return lines.concat(wrapped.map((l) => truncate(l.toUpperCase(), 32)));
}

/** A 600x600 SVG for an already sanitised seed (see contracts/images.ts placeholderSeed). */
export function placeholderSvg(seed: string): string {
  const h = hashSeed(seed);
  const [from, to] = PALETTE[h % PALETTE.length];
  const angle = (h >>> 8) % 4;
  const [x2, y2] = [
    ["1", "1"],
    ["1", "0"],
    ["0", "1"],
    ["1", "0.5"],
  ][angle];
  const kind = kindOf(seed, h >>> 12);
  const [title, ...details] = labelLines(seed);
  const detailText = details
    .map(
      (line, i) =>
        `<text x="300" y="${498 + i * 34}" font-size="26" fill="#dbeafe" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(seed)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="2"/></pattern></defs>
<rect width="600" height="600" fill="url(#g)"/><rect width="600" height="600" fill="url(#p)"/>
<circle cx="300" cy="250" r="165" fill="#ffffff" fill-opacity="0.07"/>
<g transform="translate(300 250)">${PICTOGRAMS[kind]}</g>
<g font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif">
<text x="300" y="460" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle" letter-spacing="2">${escapeXml(title)}</text>${detailText}
</g>
</svg>
`;
}
