import { chromium } from 'playwright';
const [,, url, out, width='1280'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text().slice(0, 300)); });
page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
await page.goto(url, { waitUntil: 'networkidle', timeout: 240000 });
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 120)); } window.scrollTo(0, 0); });
await page.waitForTimeout(800);
const total = await page.evaluate(() => document.documentElement.scrollHeight);
const chunk = 1800;
for (let i = 0, y = 0; y < total; i++, y += chunk) {
  await page.screenshot({ path: out.replace('.png', `-${i}.png`), fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(chunk, total - y) } });
}
console.log('height', total);
console.log(errors.join('\n') || 'no console errors');
await browser.close();
