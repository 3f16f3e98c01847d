import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = [
  ['landing-sw', '/?lang=sw'],
  ['landing-lg', '/?lang=lg'],
  ['signin-sw', '/sign-in?lang=sw'],
  ['terms-sw', '/terms-and-privacy-policy?lang=sw'],
  ['terms-en', '/terms-and-privacy-policy'],
];
for (const width of [390, 1366]) {
  for (const [name, url] of shots) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('http://127.0.0.1:4321' + url);
    await page.waitForSelector('html[data-portal=running]');
    await page.waitForSelector('main h1');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots4/${name}-${width}.png`, fullPage: name.startsWith('terms') });
    await context.close();
  }
}
await browser.close();
