/** The types a page's module preloads and module script carry until its first paint (ADR 058). */
export const HELD_PRELOAD = "x-modulepreload";
export const HELD_MODULE = "x-module";

/**
 * Runs inline after React Router's `<Scripts>`: once the browser reports the page's first paint,
 * the held preloads and module script get their real types back and the scripts load. Where paint
 * timing is missing, after the first frame; in a tab nobody looks at (it never paints), after 3 s.
 * Kept tiny and dependency-free.
 */
export const START_SCRIPTS_AFTER_PAINT = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[rel="${HELD_PRELOAD}"]').forEach(function(l){l.rel="modulepreload"});document.querySelectorAll('script[type="${HELD_MODULE}"]').forEach(function(s){var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.head.appendChild(m)})}setTimeout(start,3000);var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(start,0)});if(performance.getEntriesByType("paint").length)return start();new P(function(_,o){o.disconnect();start()}).observe({type:"paint"})})()`;
