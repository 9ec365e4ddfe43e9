import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/server.ts';

export type ThumbnailKey = 'default' | 'medium' | 'high';

export interface ThumbnailSize {
  /** The file name on the thumbnail host, as on i.ytimg.com. */
  readonly file: 'default' | 'mqdefault' | 'hqdefault';
  readonly width: number;
  readonly height: number;
}

/** By their key in `snippet.thumbnails`. */
export const thumbnailSizes: Readonly<Record<ThumbnailKey, ThumbnailSize>> = {
  default: { file: 'default', width: 120, height: 90 },
  medium: { file: 'mqdefault', width: 320, height: 180 },
  high: { file: 'hqdefault', width: 480, height: 360 },
};

export const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;

export function thumbnailUrl(baseUrl: string, videoId: string, size: ThumbnailSize): string {
  return `${baseUrl}/vi/${videoId}/${size.file}.jpg`;
}

export function thumbnailSizeOf(file: string): ThumbnailSize | undefined {
  return Object.values(thumbnailSizes).find((size) => `${size.file}.jpg` === file);
}

/** Two hues per video, so neighbouring results look different but a video always looks the same. */
function thumbnailColours(videoId: string): { readonly background: string; readonly accent: string } {
  const hue = createHash('sha256').update(videoId).digest().readUInt16LE(0) % 360;
  return { background: `hsl(${hue}, 55%, 38%)`, accent: `hsl(${(hue + 40) % 360}, 70%, 60%)` };
}

function wrapWords(text: string, lineLength: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= lineLength)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.slice(0, lineLength));
  }
  if (lines.length <= maxLines) return lines;
  const lastShown = lines[maxLines - 1] ?? '';
  return [...lines.slice(0, maxLines - 1), `${lastShown.slice(0, lineLength - 1)}…`];
}

/** An SVG picture with the video's colours and the start of its title, or its id when the title is not known. */
export function renderThumbnail(videoId: string, title: string | undefined, size: ThumbnailSize): string {
  const { width, height } = size;
  const colours = thumbnailColours(videoId);
  const at = (fraction: number, of: number): number => Math.round(fraction * of);
  const fontSize = Math.round(height / 9);
  const lines = wrapWords(title ?? videoId, Math.floor(width / (fontSize * 0.56)), 3);
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="${fontSize}" dy="${index === 0 ? 0 : at(1.2, fontSize)}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  const play = `M${at(0.44, width)} ${at(0.58, height)}L${at(0.58, width)} ${at(0.68, height)}L${at(0.44, width)} ${at(0.78, height)}Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${colours.background}"/>
<circle cx="${at(0.85, width)}" cy="${at(0.2, height)}" r="${at(0.35, height)}" fill="${colours.accent}" opacity="0.35"/>
<path d="${play}" fill="#fff" opacity="0.85"/>
<text y="${at(1.6, fontSize)}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#fff">${text}</text>
</svg>
`;
}
