import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [,, ...urls] = process.argv;
for (const spec of urls) {
  const [url, w, name] = spec.split('|');
  const p = await b.newPage({ viewport: { width: Number(w), height: Number(w) < 600 ? 844 : 900 }, isMobile: Number(w) < 600 });
  await p.goto('http://localhost:3300' + url, { waitUntil: 'networkidle' });
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/shots/${name}.png` });
  await p.close();
}
await b.close();
