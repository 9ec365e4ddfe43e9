// `node scripts/brand-icons.mjs`: renders the console's home-screen icons from web/public/brand.svg with Debian's
// Chromium. The PNGs are committed: run it again after changing the brand image.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.mjs';
import { projectRoot } from './ensure-installed.mjs';

const publicFolder = join(projectRoot, 'web/public');
const brand = readFileSync(join(publicFolder, 'brand.svg'), 'utf8');
// The brand's rounded square. Launchers that mask an icon (maskable) and iOS (which rounds the corners itself and
// fills transparency with black) need the whole square painted, so those icons get the square's colour behind.
const brandColour = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(brand)?.[1];
if (!brandColour)
  throw new Error('web/public/brand.svg has no filled <rect> to take the background colour from');

const icons = [
  { file: 'icons/icon-192.png', size: 192, fullBleed: false },
  { file: 'icons/icon-512.png', size: 512, fullBleed: false },
  // The glyph stays inside the central circle of 80% that every mask keeps.
  { file: 'icons/icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

ensureChromium();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, fullBleed } of icons) {
    // The SVG is drawn at the icon's size, not scaled up from a raster.
    const dataUrl = await page.evaluate(
      async ({ svg, size, background }) => {
        const image = new Image(size, size);
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('Chromium gave no 2D canvas');
        if (background) {
          context.fillStyle = background;
          context.fillRect(0, 0, size, size);
        }
        context.drawImage(image, 0, 0, size, size);
        return canvas.toDataURL('image/png');
      },
      { svg: brand, size, background: fullBleed ? brandColour : undefined },
    );
    writeFileSync(join(publicFolder, file), Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    console.info(`web/public/${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
