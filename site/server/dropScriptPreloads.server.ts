import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * Takes the `<link rel="modulepreload">` tags out of a document's `<head>` (docs/decisions/019).
 * React hoists some twenty script preloads there; they start with the stylesheets and compete with them
 * and with the hero image for a phone's bandwidth, so the first paint of HTML that is already there
 * waited on code only hydration needs (Lighthouse LCP 2.9 s with them at the end of the body, 1.4 s
 * without; the page without any script: 1.7 s). The module script at the end of the body still imports
 * the entry, the routes and the sections in parallel; hydration comes a round trip or two later.
 */
export class DropScriptPreloads extends Transform {
  private decoder = new StringDecoder('utf8');
  private head: string | null = '';

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    const text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    if (this.head === null) {
      this.push(text);
      return done();
    }
    this.head += text;
    const end = this.head.indexOf('</head>');
    if (end !== -1) {
      this.push(this.head.slice(0, end).replace(modulePreload, '') + this.head.slice(end));
      this.head = null;
    }
    done();
  }

  override _flush(done: TransformCallback) {
    // Without a </head> (not a document), everything goes out as it came.
    this.push((this.head ?? '') + this.decoder.end());
    done();
  }
}
