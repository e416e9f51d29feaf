import { chromium } from 'playwright';
const [,, base, ...pages] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 390]) {
  const ctx = await b.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
  if (process.env.LOGIN) {
    const p = await ctx.newPage();
    await p.goto(base + '/qa/login');
    await p.fill('input[type=email]', 'admin@example.com');
    await p.fill('input[type=password]', 'e2e-password-123');
    await Promise.all([p.waitForURL(/\/qa(?!\/login)/), p.click('button[type=submit]')]);
    await p.close();
  }
  for (const path of pages) {
    const p = await ctx.newPage();
    await p.goto(base + path, { waitUntil: 'networkidle', timeout: 120000 }).catch(e => console.log('goto', path, e.message));
    await p.waitForTimeout(1500);
    const name = `/tmp/shot-${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await p.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
    await p.close();
  }
  await ctx.close();
}
await b.close();
