// Renders the app icons of the web app manifest (public/icons/*.png) from the favicon's drawing with
// headless Chromium. Run after changing the drawing: node apps/web/build/make-icons.mjs
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = (name) => fileURLToPath(new URL(`../public/icons/${name}`, import.meta.url));
const mark = (stroke) =>
  `<path d="M10 22V10h7.5a4 4 0 0 1 0 8H13m4 0 5 4" fill="none" stroke="#fff" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"/>`;
// "any": the favicon's rounded square; "maskable": full-bleed colour, the mark inside the 80 % safe zone.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1f6f78"/>${mark(2.6)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1f6f78"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${mark(2.6)}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: any },
  { file: 'icon-512.png', size: 512, svg: any },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const { file, size, svg } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const body = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
  await page.screenshot({ path: out(file), omitBackground: true });
  await page.close();
}
await browser.close();
