import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
await p.goto('http://localhost:3208/fr', { waitUntil: 'networkidle', timeout: 120000 });
for (const y of [2816, 3229, 4005, 4710]) { await p.evaluate(y => scrollTo(0, y - 60), y); await p.waitForTimeout(900); await p.screenshot({ path: `/tmp/fr-y${y}.png` }); }
await b.close();
