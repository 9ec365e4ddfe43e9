import { describe, expect, it } from 'vitest';
import { FrameAssembler, FramingError, MAX_FRAME_CHARS, MAX_MESSAGE_CHARS, toFrames } from './frames.ts';

describe('toFrames', () => {
  it('sends short messages as one frame', () => {
    expect(toFrames('{"t":"d"}')).toEqual(['{"t":"d"}']);
    expect(toFrames('x'.repeat(MAX_FRAME_CHARS))).toHaveLength(1);
  });

  it('announces the number of parts of a longer message', () => {
    const message = 'y'.repeat(MAX_FRAME_CHARS * 2 + 1);
    const frames = toFrames(message);
    expect(frames[0]).toBe('3');
    expect(frames.slice(1).map((frame) => frame.length)).toEqual([MAX_FRAME_CHARS, MAX_FRAME_CHARS, 1]);
    expect(frames.slice(1).join('')).toBe(message);
  });

  it('never splits an emoji between two parts, each of which travels as UTF-8 on its own', () => {
    // The emoji's two UTF-16 units would straddle the first boundary.
    const message = `${'a'.repeat(MAX_FRAME_CHARS - 1)}😀${'b'.repeat(10)}`;
    const parts = toFrames(message).slice(1);
    expect(parts.map((part) => part.length)).toEqual([MAX_FRAME_CHARS - 1, 12]);
    for (const part of parts) expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    expect(parts.join('')).toBe(message);
  });
});

describe('FrameAssembler', () => {
  it('passes whole messages through and ignores keep-alives', () => {
    const assembler = new FrameAssembler();
    expect(assembler.accept('0')).toBeNull();
    expect(assembler.accept('{"a":1}')).toBe('{"a":1}');
  });

  it('reassembles what toFrames split', () => {
    const message = JSON.stringify({ t: 'd', d: { big: 'z'.repeat(50_000) } });
    const assembler = new FrameAssembler();
    const results = toFrames(message).map((frame) => assembler.accept(frame));
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toBe(message);
    expect(assembler.accept('{"next":true}')).toBe('{"next":true}');
  });

  it('refuses to assemble more than the message limit', () => {
    const assembler = new FrameAssembler();
    assembler.accept('999999');
    const part = 'p'.repeat(16 * 1024 * 1024);
    expect(() => {
      for (let sent = 0; sent <= MAX_MESSAGE_CHARS; sent += part.length) {
        assembler.accept(part);
      }
    }).toThrow(FramingError);
  });
});
