/** How a browser is named to a person ('Chrome en Windows'): the sessions list and the new-sign-in mail. */
// Order matters: Edge and Opera also say "Chrome"; Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1];

/** 'Chrome en Windows' from a User-Agent header: enough to recognise one's own devices. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua?.trim()) return "Dispositivo desconocido";
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? ua.slice(0, 60);
}
