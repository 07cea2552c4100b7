/**
 * What the browser suite stores in every free-text field, and how a page is watched for
 * any of it running or turning into markup. Each payload sets `window.__xss` or calls
 * `alert` when it runs. The first fits the shortest free-text fields (20 characters); a
 * field keeps its last write, so the classic `onerror` one comes last.
 */
export const XSS_PAYLOADS = [
  '<svg onload=alert()>',
  'javascript:window.__xss=1',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">x</a>',
  '\'><iframe srcdoc="<script>parent.__xss=1</script>">',
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
] as const;

/** What the init script keeps on `window` for the probe to read. */
interface TrappedWindow {
  __xss?: unknown;
  __xssHits: string[];
}

/**
 * Init script (runs in every frame before the page's own scripts): records every write of
 * `window.__xss`, every alert/confirm/prompt and every content-security-policy violation.
 * Self-contained: Playwright sends its source to the browser.
 */
export function trapScriptExecution(): void {
  const trapped = window as unknown as TrappedWindow;
  const hits: string[] = [];
  let value: unknown;
  Object.defineProperty(trapped, '__xssHits', { value: hits });
  Object.defineProperty(trapped, '__xss', {
    get: () => value,
    set: (next: unknown) => {
      value = next;
      hits.push('window.__xss was set');
    },
  });
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    const original = window[name].bind(window) as (...args: unknown[]) => unknown;
    Object.defineProperty(window, name, {
      value: (...args: unknown[]) => {
        hits.push(`${name}() was called`);
        return original(...args);
      },
    });
  }
  // The policy blocks injected handlers silently; the violation shows one was there.
  document.addEventListener('securitypolicyviolation', (event) => {
    hits.push(`CSP blocked ${event.violatedDirective}: ${event.blockedURI || 'inline'}`);
  });
}

export interface PageProbe {
  /** What the traps recorded. */
  readonly hits: readonly string[];
  readonly xss: unknown;
  /** Elements and attributes that can only come from stored text parsed as markup. */
  readonly injected: readonly string[];
  /** The page's rendered text, open dialogs included. */
  readonly text: string;
}

/**
 * Reads the traps and scans the document (runs in the browser, self-contained). React
 * never writes `on…` attributes, inline scripts or frames, and it refuses `javascript:`
 * URLs: any of them in the DOM is markup made from data, whether or not it ran.
 */
export function probePage(): PageProbe {
  const trapped = window as unknown as TrappedWindow;
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
  const injected: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on')) injected.push(`<${tag} ${name}="${value}">`);
      if (name === 'srcdoc') injected.push(`<${tag} srcdoc>`);
      if (urlAttributes.has(name) && /^\s*javascript:/i.test(value)) {
        injected.push(`<${tag} ${name}="${value}">`);
      }
    }
    if (element instanceof HTMLScriptElement && !element.src) injected.push('<script> inline');
    if (element instanceof HTMLIFrameElement) injected.push('<iframe>');
  }
  return {
    hits: [...trapped.__xssHits],
    xss: trapped.__xss,
    injected,
    text: document.body.innerText,
  };
}
