import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { HELD_MODULE, HELD_PRELOAD } from "../ui/scripts-after-paint-script.ts";

/**
 * A page's scripts start loading after its first paint (ADR 058). On a phone's slow link the 15
 * module files (140 KB) shared the bandwidth with the stylesheet and the first image, and the page
 * is whole without them (rendered on the server; links and forms work before they run): the text
 * and the picture come first, the scripts right after.
 *
 * React Router's `<Scripts>` renders module preload links and one inline module script that loads
 * everything, with no option to hold them back. So the page is rewritten as it streams: the links
 * and the module script get inert types, and START_SCRIPTS_AFTER_PAINT (rendered after
 * `<Scripts>`) gives them their real types back once the browser has painted. Only attributes
 * change, so React's hydration finds the elements the server rendered.
 */
const HELD = [
  ['<link rel="modulepreload"', `<link rel="${HELD_PRELOAD}"`],
  ['type="module" async=""', `type="${HELD_MODULE}" async=""`],
] as const;

const hold = (html: string) => HELD.reduce((text, [live, held]) => text.replaceAll(live, held), html);

/** Where an unfinished tag begins at the end of `text` (its length when there is none). */
function unfinishedTagAt(text: string): number {
  const open = text.lastIndexOf("<");
  return open >= 0 && text.indexOf(">", open) < 0 ? open : text.length;
}

/** The rendered page with its scripts held until the first paint; a tag split between chunks is still found. */
export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let unfinished = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = unfinished + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const cut = unfinishedTagAt(text);
      unfinished = text.slice(cut);
      callback(null, hold(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, hold(unfinished + decoder.end()));
    },
  });
}
