import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/api/client.ts';
import { FakeXhr } from '#src/lib/api/testing/fakeXhr.ts';
import { xhrDesignFileTransport } from './uploadDesignFile.ts';

const photo = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'yard.png', { type: 'image/png' });

const uploaded = {
  id: 14,
  path: '/api/design-files/3f0c6a52-8d1e-4c0b-9a57-0e7f1b2c3d4e',
  name: 'yard.png',
  file_type: 'image/png',
  download: '/api/design-files/3f0c6a52-8d1e-4c0b-9a57-0e7f1b2c3d4e?download=1',
  description: 'The whole yard from the deck',
  system_type: 'wideangle',
  size: 48213,
  created_at: '2026-11-25T16:56:06.338Z',
};

describe('xhrDesignFileTransport', () => {
  it('posts file, system_type and description to /api/designs/{id}/upload with a 60 s limit and reports progress', async () => {
    const xhr = new FakeXhr();
    const onProgress = vi.fn();
    const file = photo();
    const sent = xhrDesignFileTransport({ createXhr: () => xhr })(7, file, {
      systemType: 'wideangle',
      description: '  The whole yard from the deck  ',
      onProgress,
    });

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/designs/7/upload');
    expect(xhr.timeout).toBe(60_000);
    expect(xhr.headers.Accept).toBe('application/json');
    const form = xhr.body as FormData;
    expect(form.get('file')).toBe(file);
    expect(form.get('system_type')).toBe('wideangle');
    expect(form.get('description')).toBe('The whole yard from the deck');

    xhr.progress(30, 120);
    xhr.progress(120, 120);
    expect(onProgress.mock.calls.map(([progress]) => progress.percent)).toEqual([25, 100]);

    xhr.respond(201, { data: uploaded });
    await expect(sent).resolves.toEqual(uploaded);
  });

  it('sends no description when there are no notes', () => {
    const xhr = new FakeXhr();
    void xhrDesignFileTransport({ createXhr: () => xhr })(7, photo(), {
      systemType: 'user_imgs',
      description: '   ',
    });
    const form = xhr.body as FormData;
    expect(form.get('system_type')).toBe('user_imgs');
    expect(form.has('description')).toBe(false);
  });

  it("fails with the server's status and messages", async () => {
    const xhr = new FakeXhr();
    const sent = xhrDesignFileTransport({ createXhr: () => xhr })(7, photo(), {
      systemType: 'user_imgs',
    });
    xhr.respond(422, {
      message: 'A design has at most 6 additional images.',
      errors: { file: ['A design has at most 6 additional images.'] },
    });
    const error = (await sent.catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.body?.errors).toEqual({ file: ['A design has at most 6 additional images.'] });
  });

  it('counts an answer without a file, a network failure and a time-out as a 500', async () => {
    const empty = new FakeXhr();
    const noFile = xhrDesignFileTransport({ createXhr: () => empty })(7, photo(), {
      systemType: 'wideangle',
    });
    empty.respond(201, { data: null });
    await expect(noFile).rejects.toMatchObject({ status: 500 });

    const broken = new FakeXhr();
    const network = xhrDesignFileTransport({ createXhr: () => broken })(7, photo(), {
      systemType: 'wideangle',
    });
    broken.fail();
    await expect(network).rejects.toMatchObject({ status: 500, message: 'Network error' });

    const slow = new FakeXhr();
    const timedOut = xhrDesignFileTransport({ createXhr: () => slow })(7, photo(), {
      systemType: 'wideangle',
    });
    slow.ontimeout?.call(slow as unknown as XMLHttpRequest, {} as ProgressEvent);
    await expect(timedOut).rejects.toMatchObject({ status: 500 });
  });

  it('aborts the request when its signal aborts', async () => {
    const xhr = new FakeXhr();
    const controller = new AbortController();
    const sent = xhrDesignFileTransport({ createXhr: () => xhr })(7, photo(), {
      systemType: 'wideangle',
      signal: controller.signal,
    });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(sent).rejects.toMatchObject({ message: 'The upload was cancelled.' });
  });
});
