import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { Request } from 'express';
import type { HttpError } from './errors.ts';

/** Passes bytes through until `limit`, then fails: a body without Content-Length is capped too. */
class ByteLimit extends Transform {
  exceeded = false;
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      callback(new Error('Request body too large'));
      return;
    }
    callback(null, chunk);
  }
}

/**
 * The request's multipart form, parsed by the platform's own `Request.formData()`, at most `limit`
 * bytes. A body over the limit fails with `tooLarge()` (and the connection is closed, so the rest is not
 * received); one that is not a form, with `malformed()`.
 */
export async function readMultipartForm(
  req: Request,
  res: { set: (field: string, value: string) => unknown },
  {
    limit,
    tooLarge,
    malformed,
  }: { limit: number; tooLarge: () => HttpError; malformed: () => HttpError },
): Promise<FormData> {
  // Refused before a byte is read.
  if (Number(req.get('content-length')) > limit) {
    res.set('Connection', 'close');
    throw tooLarge();
  }
  const limiter = new ByteLimit(limit);
  const body = Readable.toWeb(req.pipe(limiter)) as unknown as ReadableStream<Uint8Array>;
  const request = new Request(`http://localhost${req.originalUrl}`, {
    method: 'POST',
    headers: { 'content-type': req.get('content-type') ?? '' },
    body,
    duplex: 'half',
  } as RequestInit);
  try {
    return await request.formData();
  } catch {
    if (limiter.exceeded) {
      res.set('Connection', 'close');
      throw tooLarge();
    }
    throw malformed();
  }
}
