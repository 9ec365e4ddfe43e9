/**
 * The SDK's framing over websocket: a message longer than 16,384 characters travels as a frame holding the
 * number of parts, then the parts; a lone "0" is a keep-alive.
 */

export const MAX_FRAME_CHARS = 16384;
/** Refuses to assemble more than this from one client message (the real service caps writes at 256 MB). */
export const MAX_MESSAGE_CHARS = 256 * 1024 * 1024;

const FRAME_COUNT = /^\d{1,6}$/;

export class FramingError extends Error {}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

// Each part is a websocket text frame of its own, sent as UTF-8: a character outside the Basic Multilingual Plane
// (an emoji) split between two parts would arrive as two replacement characters. A part ends before such a pair.
export function toFrames(message: string): string[] {
  if (message.length <= MAX_FRAME_CHARS) {
    return [message];
  }
  const parts: string[] = [];
  let offset = 0;
  while (offset < message.length) {
    let end = Math.min(offset + MAX_FRAME_CHARS, message.length);
    if (end < message.length && isHighSurrogate(message.charCodeAt(end - 1))) end -= 1;
    parts.push(message.slice(offset, end));
    offset = end;
  }
  return [String(parts.length), ...parts];
}

/** Turns a socket's incoming frames back into messages. */
export class FrameAssembler {
  #expectedParts = 0;
  #parts: string[] = [];
  #length = 0;

  /** Returns the message this frame completes, or null while parts are outstanding or for a keep-alive. */
  accept(frame: string): string | null {
    if (this.#expectedParts === 0) {
      if (!FRAME_COUNT.test(frame)) {
        return frame;
      }
      const count = Number(frame);
      this.#expectedParts = count > 1 ? count : 0;
      return null;
    }
    this.#length += frame.length;
    if (this.#length > MAX_MESSAGE_CHARS) {
      throw new FramingError(`Message longer than ${MAX_MESSAGE_CHARS} characters`);
    }
    this.#parts.push(frame);
    if (this.#parts.length < this.#expectedParts) {
      return null;
    }
    const message = this.#parts.join('');
    this.#expectedParts = 0;
    this.#parts = [];
    this.#length = 0;
    return message;
  }
}
