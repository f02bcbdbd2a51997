import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/api/client.ts';
import { FakeXhr } from '#src/lib/api/testing/fakeXhr.ts';
import { percentOf, uploadCancelledMessage, uploadWithProgress } from './uploadWithProgress.ts';

const readName = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { name?: unknown }).name === 'string'
    ? (data as { name: string }).name
    : null;

function start(options: { signal?: AbortSignal; onProgress?: () => void; baseUrl?: string } = {}) {
  const xhr = new FakeXhr();
  const form = new FormData();
  form.append('file', new File(['soil'], 'soil.txt', { type: 'text/plain' }));
  const sent = uploadWithProgress({
    createXhr: () => xhr,
    path: '/things/3/upload',
    form,
    read: readName,
    missing: 'The upload answered without a thing.',
    ...options,
  });
  return { xhr, form, sent };
}

const failure = (sent: Promise<unknown>) =>
  sent.then(
    () => {
      throw new Error('the upload should have failed');
    },
    (caught: unknown) => caught as ApiError,
  );

describe('uploadWithProgress', () => {
  it('posts the form to the path under /api, asking for JSON, with the 60 s upload limit', async () => {
    const { xhr, form, sent } = start({ baseUrl: '/api//' });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/things/3/upload');
    expect(xhr.headers).toEqual({ Accept: 'application/json' });
    expect(xhr.timeout).toBe(60_000);
    expect(xhr.body).toBe(form);
    xhr.respond(201, { data: { name: 'soil.txt' } });
    await expect(sent).resolves.toBe('soil.txt');
  });

  it('reports progress in whole percentages, and 0 while the size is unknown', () => {
    const onProgress = vi.fn();
    const { xhr } = start({ onProgress });
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    const handler = xhr.upload.onprogress as (event: ProgressEvent) => void;
    // A browser that cannot tell the size may still send a guess of the total: it is not a percentage.
    handler({ loaded: 50, total: 80, lengthComputable: false } as ProgressEvent);
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { loaded: 1, total: 3, percent: 33 },
      { loaded: 3, total: 3, percent: 100 },
      { loaded: 50, total: 80, percent: 0 },
    ]);
  });

  it("fails with the server's status and error body", async () => {
    const { xhr, sent } = start();
    xhr.respond(422, { message: 'The file failed to upload.', errors: { file: ['Too big.'] } });
    const error = await failure(sent);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('The file failed to upload.');
    expect(error.body?.errors).toEqual({ file: ['Too big.'] });
  });

  it('keeps the start of an answer that is not JSON as the message', async () => {
    const { xhr, sent } = start();
    xhr.status = 502;
    xhr.responseText = 'Bad gateway';
    xhr.onload?.call(xhr as unknown as XMLHttpRequest, {} as ProgressEvent);
    await expect(sent).rejects.toMatchObject({ status: 502, message: 'Bad gateway' });
  });

  it('counts a 2xx answer without the result, a network failure and a time-out as a 500', async () => {
    const empty = start();
    empty.xhr.respond(201, { data: null });
    await expect(empty.sent).rejects.toMatchObject({
      status: 500,
      message: 'The upload answered without a thing.',
    });

    const broken = start();
    broken.xhr.fail();
    await expect(broken.sent).rejects.toMatchObject({ status: 500, message: 'Network error' });

    const slow = start();
    slow.xhr.ontimeout?.call(slow.xhr as unknown as XMLHttpRequest, {} as ProgressEvent);
    await expect(slow.sent).rejects.toMatchObject({
      status: 500,
      message: 'The upload timed out.',
    });
  });

  it('aborts the request when its signal aborts, and sends nothing when it already has', async () => {
    const controller = new AbortController();
    const running = start({ signal: controller.signal });
    controller.abort();
    expect(running.xhr.aborted).toBe(true);
    await expect(running.sent).rejects.toMatchObject({
      status: 500,
      message: uploadCancelledMessage,
    });

    const late = start({ signal: controller.signal });
    expect(late.xhr.method).toBe('');
    await expect(late.sent).rejects.toMatchObject({ message: uploadCancelledMessage });
  });

  it('stops listening to the signal once the upload is answered', async () => {
    const controller = new AbortController();
    const { xhr, sent } = start({ signal: controller.signal });
    xhr.respond(201, { data: { name: 'soil.txt' } });
    await expect(sent).resolves.toBe('soil.txt');
    controller.abort();
    expect(xhr.aborted).toBe(false);
  });

  it('works out whole percentages within 0 to 100', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(120, 100)).toBe(100);
  });
});
