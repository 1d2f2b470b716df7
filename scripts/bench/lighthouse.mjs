// Lighthouse mobile (its default config: a phone's screen, simulated 4G and a 4× slower CPU) on the
// bench's pages and on the floor's page: Largest Contentful Paint and Total Blocking Time, the median
// of a few runs each. Chrome is Debian's chromium (CHROME_PATH overrides it), headless, one instance
// for every run; a signed-in page gets its session cookie as an extra header on every request.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/**
 * Runs Lighthouse `runs` times on the floor's page, then on each of `pages` ([label, url, cookie],
 * the cookie undefined for an anonymous page), throttled as `throttlingMethod` says.
 * @returns {Promise<{ label: string, lcp: number, tbt: number, runs: number, errors: string[], indice: number }[]>} the floor
 *   first; lcp and tbt in ms, the median of the `runs` good runs (NaN when none was); `errors`, the failed runs' (run
 *   again); `indice`, the median of Lighthouse's benchmarkIndex of this machine during the runs (its CPU's speed then)
 */
export async function lighthouseRuns(floorUrl, pages, { runs = 5, throttlingMethod = "simulate" } = {}) {
  if (!existsSync(CHROME)) throw new Error(`no Chrome at ${CHROME} (set CHROME_PATH)`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"], logLevel: "silent" });
  try {
    const rows = [];
    for (const [label, url, cookie] of [["floor: minimal dynamic page", floorUrl, undefined], ...pages]) {
      const lcp = [];
      const tbt = [];
      const indices = [];
      const errors = [];
      // A run that fails (a bad trace: NO_NAVSTART now and then) is run again, twice at most.
      for (let attempt = 0; lcp.length < runs && attempt < runs + 2; attempt += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          // "simulate" (Lighthouse's default: one unthrottled load, then a model of a slow phone) or
          // "devtools" (the load itself throttled in Chrome: 150 ms RTT, 1.6 Mbps, the CPU 4× slower).
          throttlingMethod,
          ...(cookie ? { extraHeaders: { cookie } } : {}),
        });
        const lhr = result?.lhr;
        const values = [lhr?.audits["largest-contentful-paint"]?.numericValue, lhr?.audits["total-blocking-time"]?.numericValue];
        // A redirect (an expired session sent to /login) would measure another page.
        const error = !lhr ? "no result" : lhr.runtimeError ? lhr.runtimeError.code : lhr.finalDisplayedUrl !== url ? `ended at ${lhr.finalDisplayedUrl}` : values.every(Number.isFinite) ? null : "no LCP or TBT";
        if (error) {
          errors.push(error);
          continue;
        }
        lcp.push(values[0]);
        tbt.push(values[1]);
        indices.push(lhr.environment?.benchmarkIndex);
      }
      rows.push({ label, lcp: median(lcp), tbt: median(tbt), runs: lcp.length, errors, indice: median(indices) });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
