import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/api/client.ts';
import { FakeXhr } from '#src/lib/api/testing/fakeXhr.ts';
import { accountImageMessages, validateAccountImage, xhrImageTransport } from './uploadImage.ts';

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(Math.min(size, 10))], name, { type });

describe('validateAccountImage', () => {
  it('accepts JPG, GIF and PNG files under 16 MB', () => {
    expect(validateAccountImage(file('me.jpg', 'image/jpeg'))).toBeNull();
    expect(validateAccountImage(file('me.gif', 'image/gif'))).toBeNull();
    expect(
      validateAccountImage({ name: 'me.png', type: 'image/png', size: 15_999_999 }),
    ).toBeNull();
  });

  it('refuses other types with the exact message', () => {
    expect(validateAccountImage(file('me.webp', 'image/webp'))).toBe(
      'Image must be a JPG, GIF or PNG.',
    );
    expect(validateAccountImage(file('notes.pdf', 'application/pdf'))).toBe(
      accountImageMessages.type,
    );
  });

  it('judges a file without a type by its extension', () => {
    expect(validateAccountImage(file('me.JPEG', ''))).toBeNull();
    expect(validateAccountImage(file('me.heic', ''))).toBe(accountImageMessages.type);
  });

  it('refuses 16,000,000 bytes and more with the exact message', () => {
    expect(validateAccountImage({ name: 'big.png', type: 'image/png', size: 16_000_000 })).toBe(
      'Image must be less than 16MB.',
    );
  });
});

describe('xhrImageTransport', () => {
  it('posts the file as `image` to /api/images?model=avatar with a 60 s limit and reports progress', async () => {
    const xhr = new FakeXhr();
    const onProgress = vi.fn();
    const send = xhrImageTransport({ createXhr: () => xhr });
    const picture = file('me.png', 'image/png');
    const uploaded = send(picture, { model: 'avatar', onProgress });

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/images?model=avatar');
    expect(xhr.timeout).toBe(60_000);
    expect((xhr.body as FormData).get('image')).toBe(picture);

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    expect(onProgress.mock.calls.map(([progress]) => progress.percent)).toEqual([25, 100]);

    xhr.respond(200, { data: { id: 4, image: '/media/me.png', model: 'avatar' } });
    await expect(uploaded).resolves.toEqual({ id: 4, image: '/media/me.png', model: 'avatar' });
  });

  it("fails with the server's status and message", async () => {
    const xhr = new FakeXhr();
    const uploaded = xhrImageTransport({ createXhr: () => xhr })(file('me.png', 'image/png'), {
      model: 'avatar',
    });
    xhr.respond(422, { message: 'The image failed to upload.', errors: { image: ['Too wide.'] } });
    const error = (await uploaded.catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.body?.errors).toEqual({ image: ['Too wide.'] });
  });

  it('counts a time-out as a 500', async () => {
    const xhr = new FakeXhr();
    const uploaded = xhrImageTransport({ createXhr: () => xhr })(file('me.png', 'image/png'), {
      model: 'avatar',
    });
    xhr.ontimeout?.call(xhr as unknown as XMLHttpRequest, {} as ProgressEvent);
    await expect(uploaded).rejects.toMatchObject({ status: 500 });
  });
});
