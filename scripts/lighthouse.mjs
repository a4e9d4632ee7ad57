// Lighthouse (12.2.3, mobile profile: simulated slow 4G, 4x CPU slowdown) on a running product,
// by default the student app's login page: prints the median of `--kali` runs (default 3) of
// each score and of the figures the issue gates on (issue 23). Drives Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium); needs a running server:
//   npm start   (or node apps/server/dist/main.js), then
//   npm run lighthouse -- [url ...] [--kali 3]
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { PORT = '3000', CHROME_PATH = '/usr/bin/chromium' } = process.env;
const argumen = process.argv.slice(2);
const iKali = argumen.indexOf('--kali');
const kali = iKali >= 0 ? Number(argumen[iKali + 1]) : 3;
const alamat = argumen.filter((a, i) => !a.startsWith('--') && i !== iKali + 1);
if (alamat.length === 0) alamat.push(`http://127.0.0.1:${PORT}/login`);

const median = (xs) => {
  const urut = [...xs].sort((a, b) => a - b);
  return urut[Math.floor(urut.length / 2)];
};

const chrome = await launch({
  chromePath: CHROME_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
  ],
});
try {
  console.log(
    '| Halaman | Performance | Accessibility | Best practices | FCP s | LCP s | TBT ms | KB di kabel | Memblokir render |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const url of alamat) {
    const hasil = [];
    for (let i = 0; i < kali; i++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const a = lhr.audits;
      hasil.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        fcp: a['first-contentful-paint'].numericValue / 1000,
        lcp: a['largest-contentful-paint'].numericValue / 1000,
        tbt: a['total-blocking-time'].numericValue,
        kabel: a['total-byte-weight'].numericValue / 1024,
        memblokir: a['render-blocking-resources']?.details?.items?.length ?? 0,
      });
    }
    const m = (k) => median(hasil.map((h) => h[k]));
    console.log(
      `| ${new URL(url).pathname} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('fcp').toFixed(1)} | ${m('lcp').toFixed(1)} | ${Math.round(m('tbt'))} | ${m('kabel').toFixed(0)} | ${m('memblokir')} |`,
    );
  }
} finally {
  chrome.kill();
}
