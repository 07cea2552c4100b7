/**
 * `npm run bench:trace -- [path]`: not a benchmark but the tool to find what a long task of a
 * page's load is made of. Opens the page (default /dashboard, signed in as the demo company
 * Lighthouse measures) in Chromium with the CPU slowed 4×, as Lighthouse's mobile preset
 * simulates, records a trace with V8's sampling profiler, and prints each task longer than
 * 50 ms with the functions that took its time (inclusive, the heaviest first). Build the client
 * unminified first (`npx vite build --minify false`) to read the app's own function names;
 * the full trace is written to bench/results/trace.json for Chromium's performance panel, and
 * a picture of the settled page to bench/results/trace.png.
 */
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { signIn, startAppServer } from './support/appServer';
import { writeResults } from './support/clientBenchReport';
import { phoneFontsEnvironment } from './support/phoneFonts';
import { DEFAULT_TIME_ZONE } from '../machines/workflows/associationDay';
import { firstContentfulPaintMs, longTasksOf, type TraceEvent } from './support/traceTasks';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const DEMO_ACCOUNT = { userName: '13900002001', password: 'Demo1234' };
const TOKEN_COOKIE = 'access-token';
/** How long after the load event the trace goes on: the home page's data arrives later. */
const SETTLE_MS = 4_000;
const FUNCTIONS_PER_TASK = 14;
const STEPS_PER_TASK = 6;

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/dashboard';
  const server = await startAppServer();
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    envVars: { ...process.env, TZ: DEFAULT_TIME_ZONE, ...phoneFontsEnvironment() },
    logLevel: 'error',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const token = await signIn(server.baseUrl, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password);
    const { hostname } = new URL(server.baseUrl);
    await browser.setCookie({ name: TOKEN_COOKIE, value: token, domain: hostname, path: '/' });
    const page = await browser.newPage();
    // The phone Lighthouse's mobile preset emulates.
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
      ],
    });
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const buffer = await page.tracing.stop();
    await page.screenshot({ path: 'bench/results/trace.png', fullPage: true });
    await browser.disconnect();
    const trace = JSON.parse(Buffer.from(buffer ?? []).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    writeResults('trace', trace);
    console.log(
      `first contentful paint at ${firstContentfulPaintMs(trace.traceEvents)?.toFixed(0)} ms`,
    );
    for (const task of longTasksOf(trace.traceEvents, 50)) {
      console.log(`\ntask at ${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(0)} ms`);
      const steps = task.steps.slice(0, STEPS_PER_TASK);
      console.log(
        `  steps: ${steps.map((step) => `${step.name} ${step.ms.toFixed(0)}`).join(', ')}`,
      );
      for (const fn of task.functions.slice(0, FUNCTIONS_PER_TASK)) {
        console.log(`  ${fn.ms.toFixed(0).padStart(5)} ms  ${fn.name}`);
      }
      // React's own frames cover every render; the components below them say whose it is.
      const components = task.functions.filter((fn) => /^[A-Z]/.test(fn.name));
      if (components.length > 0) console.log('  components:');
      for (const fn of components.slice(0, FUNCTIONS_PER_TASK)) {
        console.log(`  ${fn.ms.toFixed(0).padStart(5)} ms  ${fn.name}`);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
