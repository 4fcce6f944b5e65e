/**
 * Lighthouse: the npm package driving Debian's Chromium, mobile profile (its
 * default: emulated phone, simulated slow 4G and CPU), loopback only. Scores 0–100 and CLS.
 * The performance score moves by several points from run to run on a shared 2-core machine
 * (simulated throttling scales the CPU work it observed), so each page is run RUNS times and the
 * run with the median performance score is reported, as Lighthouse's own guidance on
 * variability recommends.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const out = {};
  try {
    for (const url of urls) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(chrome.port, url));
      // A run Lighthouse could not score (a runtime error: the page did not load in time on a busy
      // machine) is shown by its error code and left out of the median, not counted as a 0.
      const scored = runs.filter((r) => !r.error).sort((a, b) => a.performance - b.performance);
      const median = scored[Math.floor(scored.length / 2)] ?? runs[0];
      // Total blocking time: its own median over the runs that scored.
      const tbts = scored.map((r) => r.tbt).sort((a, b) => a - b);
      out[url] = {
        ...median,
        performanceRuns: runs.map((r) => r.error ?? r.performance),
        tbt: tbts[Math.floor(tbts.length / 2)] ?? NaN,
        tbtRuns: runs.map((r) => r.error ?? Math.round(r.tbt)),
      };
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

async function runOnce(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits, runtimeError } = result.lhr;
  const score = (k) => Math.round((categories[k]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    // Lighthouse's own measure of this host's CPU (higher is faster): scores swing with the host,
    // so every run prints it beside them.
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? NaN,
    ...(runtimeError ? { error: `error ${runtimeError.code}` } : {}),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
