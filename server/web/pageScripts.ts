/**
 * A prerendered page asks for its script itself. The built index.html names
 * the entry and its chunks in the head (`<script type="module">`, `<link rel="modulepreload">`):
 * a browser's preload scanner requests all of them while it parses the document, so on a slow
 * line some fifty requests compete with the paint of a page that needs none of them to be
 * seen (docs/performance.md, issue 44). A page the server answers drawn instead carries the
 * list as data and a small script that asks for the same files in the same way, after the
 * first paint or at the reader's first touch; a page that is not drawn keeps them in the
 * head, since it can show nothing before its script has run.
 */
import { createHash } from 'node:crypto';
import { PAGE_LOAD } from '@machines/contracts/pageLoad';
import type { ScriptStart } from './prerenderedPagesFile';

/** The id of the `<script type="application/json">` listing the page's script files. */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** What the page's script is: its entry, the chunks to fetch beside it, and when. */
interface PageScripts {
  readonly entry: string;
  readonly preloads: readonly string[];
  readonly start: ScriptStart;
}

const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const { appStartedAttribute, heldSubmitAttribute, heldClickAttribute } = PAGE_LOAD;

/** How long a `paint` page waits for a frame before it starts its script anyway. */
const PAINT_START_FALLBACK_MS = 1000;

/**
 * Runs in the page, before anything else: plain, old JavaScript. It takes its list and itself
 * out of the document, which then holds no inline script (the app never writes one, and the
 * security suite counts any as markup made from data). Files are asked for as Vite's own tags
 * ask (CORS mode), the chunks before the entry that imports them, one per task: a link
 * added costs the browser a resource request, 3-19 ms each here on a cold start, four times
 * that on a slow phone, and fifty in one task were the longest before the entry arrived. A
 * message between them yields to the page without a timer's clamping in a background tab.
 *
 * `paint`: a frame's callback runs just before the frame is painted, a task queued from it
 * just after. A page that paints no frame (opened in the background, or beside another in a
 * test's second window) starts on a timer instead: it would otherwise wait until looked at,
 * and an end-to-end test's second page did (the appeal flow's operator saw a spinner).
 *
 * `intent`: a key, a touch, a pointer pressed or text put in starts the script. Until the
 * app has taken the page over (src/app/earlyInput.ts) a form sent is held, marked for the
 * app to send, never sent natively; the last button pressed is marked for the app to press
 * again; what was typed stays in the fields, where the app finds it.
 *
 * Once the page has loaded, its files are prefetched one per idle period. A link added costs
 * the browser a resource request, up to 10 ms here and four times that on a slow phone: one
 * idle callback that added all fifty was the longest task of /login after its first paint
 * (Lighthouse's blocking time 478 ms, docs/performance.md), and a touch waited behind it.
 */
export const PAGE_BOOT_SCRIPT = `(function () {
  var page = document.documentElement;
  var listElement = document.getElementById('${PAGE_SCRIPTS_ELEMENT_ID}');
  var list = JSON.parse(listElement.textContent);
  listElement.remove();
  document.currentScript.remove();
  var intents = ['keydown', 'pointerdown', 'touchstart', 'input'];
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) { removeEventListener(type, start, true); });
    var toPreload = list.preloads.slice();
    var tasks = new MessageChannel();
    tasks.port1.onmessage = preloadNext;
    function preloadNext() {
      if (!toPreload.length) return add('script', { type: 'module', src: list.entry });
      add('link', { rel: 'modulepreload', href: toPreload.shift() });
      tasks.port2.postMessage(null);
    }
    preloadNext();
  }
  if (list.start === 'paint') {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, ${PAINT_START_FALLBACK_MS});
    return;
  }
  intents.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  addEventListener('submit', function (event) {
    if (page.hasAttribute('${appStartedAttribute}')) return;
    event.preventDefault();
    event.target.setAttribute('${heldSubmitAttribute}', '');
    start();
  }, true);
  addEventListener('click', function (event) {
    if (page.hasAttribute('${appStartedAttribute}') || !event.target.closest) return;
    var button = event.target.closest('button[type="button"]');
    if (!button) return;
    var before = document.querySelector('[${heldClickAttribute}]');
    if (before) before.removeAttribute('${heldClickAttribute}');
    button.setAttribute('${heldClickAttribute}', '');
  }, true);
  var toPrefetch = list.preloads.concat(list.entry);
  var whenIdle = window.requestIdleCallback || setTimeout;
  function prefetchNext() {
    if (started || !toPrefetch.length) return;
    add('link', { rel: 'prefetch', href: toPrefetch.shift() });
    whenIdle(prefetchNext);
  }
  addEventListener('load', function () { whenIdle(prefetchNext); });
})();`;

/** The boot script's hash, which the content security policy allows (server/lib/security.ts). */
export const PAGE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

/** The script files a page names, or undefined if it names no entry. */
function pageScriptsOf(html: string, start: ScriptStart): PageScripts | undefined {
  const entry = ENTRY.exec(html)?.[1];
  if (entry === undefined) return undefined;
  return { entry, preloads: [...html.matchAll(PRELOAD)].map(([, file = '']) => file), start };
}

/**
 * `html` with its script asked for by the boot script, when `start` says: the entry's tag and
 * the preload links out, the list and the boot script at the end of the body. A page without
 * an entry comes back as it was. The list is JSON that no `<` can break out of.
 */
export function withDeferredScripts(html: string, start: ScriptStart): string {
  const scripts = pageScriptsOf(html, start);
  if (!scripts) return html;
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${list}</script>` +
        `<script>${PAGE_BOOT_SCRIPT}</script></body>`,
    );
}
