import { expect } from 'vitest';
import { z } from 'zod';

// What a phone reads to offer "Add to home screen" (docs/product.md, Layout): the console opens at its Home Page
// in a window of its own, coloured like the header (Mantine's dark.8) from its splash screen on.
export const consoleManifest = {
  name: 'Management Center',
  short_name: 'Management',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: '#1f1f1f',
  background_color: '#1f1f1f',
} as const;

// Android's launchers take the 192 and 512 pixel icons; a launcher that cuts icons to its own shape takes the
// maskable one, painted to its edges.
const expectedIcons = [
  { sizes: '192x192', type: 'image/png', purpose: 'any' },
  { sizes: '512x512', type: 'image/png', purpose: 'any' },
  { sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const manifestSchema = z.looseObject({
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({
      src: z.string(),
      sizes: z.string(),
      type: z.string(),
      purpose: z.string().default('any'),
    }),
  ),
});

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The pixel size a PNG declares: its first chunk is always IHDR, whose data starts with width and height. */
export function pngSize(bytes: Uint8Array): string {
  const isPng =
    pngSignature.every((byte, index) => bytes[index] === byte) &&
    String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  if (!isPng) throw new Error('Not a PNG: no signature and IHDR chunk at its start');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

/** Each `<meta>` or `<link>` tag of an HTML page as its attributes. */
function tagsOf(page: string, tag: 'meta' | 'link'): Map<string, string>[] {
  return [...page.matchAll(new RegExp(`<${tag}\\s[^>]*>`, 'g'))].map(
    ([element]) =>
      new Map([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value])),
  );
}

function attribute(tags: Map<string, string>[], match: [string, string], name: string): string | undefined {
  return tags.find((tag) => tag.get(match[0]) === match[1])?.get(name);
}

async function expectPng(url: string, declaredSize: string): Promise<void> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toBe('image/png');
  // Not hashed: a deploy that changes an icon must reach phones that already have it.
  expect(response.headers.get('cache-control'), url).toBe('no-cache');
  expect(pngSize(new Uint8Array(await response.arrayBuffer())), url).toBe(declaredSize);
}

/**
 * Holds the console served at `urlOf(path)` to what "Add to home screen" needs: the page's viewport, theme colour,
 * manifest and Apple touch icon; the manifest as its own media type with the fields above; every icon a PNG of the
 * size it is declared with.
 */
export async function expectInstallableConsole(urlOf: (path: string) => string): Promise<void> {
  const page = await (await fetch(urlOf('/'))).text();
  const metas = tagsOf(page, 'meta');
  const links = tagsOf(page, 'link');
  const viewport = new Map(
    (attribute(metas, ['name', 'viewport'], 'content') ?? '')
      .split(',')
      .map((setting) => setting.split('=').map((part) => part.trim()) as [string, string]),
  );
  expect(viewport.get('width')).toBe('device-width');
  expect(Number(viewport.get('initial-scale'))).toBe(1);
  expect(attribute(metas, ['name', 'theme-color'], 'content')).toBe(consoleManifest.theme_color);

  const manifestPath = attribute(links, ['rel', 'manifest'], 'href');
  expect(manifestPath).toBe('/manifest.webmanifest');
  const response = await fetch(urlOf(manifestPath ?? ''));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json(;|$)/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const manifest = manifestSchema.parse(JSON.parse(await response.text()));
  expect(manifest).toMatchObject(consoleManifest);
  expect(manifest.icons.map(({ sizes, type, purpose }) => ({ sizes, type, purpose }))).toEqual(expectedIcons);
  for (const icon of manifest.icons) await expectPng(urlOf(icon.src), icon.sizes);
  // Opened from the home screen, the console starts at this route: the page must answer it.
  const start = await fetch(urlOf(manifest.start_url));
  expect(start.status).toBe(200);
  expect(await start.text()).toContain('<div id="root">');

  // iOS ignores the manifest's icons: it takes this one, and rounds its corners itself.
  const touchIcon = attribute(links, ['rel', 'apple-touch-icon'], 'href');
  expect(touchIcon).toBeDefined();
  expect(attribute(links, ['rel', 'apple-touch-icon'], 'sizes')).toBe('180x180');
  await expectPng(urlOf(touchIcon ?? ''), '180x180');
}
