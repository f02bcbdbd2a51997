import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAspectRatio, Image } from './Image.tsx';

const src = '/media/garden.jpg';

describe('Image', () => {
  it('is named by its alt text', () => {
    render(<Image src={src} alt="A raised bed of lettuce" width={600} height={400} />);
    expect(screen.getByRole('img', { name: 'A raised bed of lettuce' })).toHaveAttribute(
      'src',
      src,
    );
  });

  it('is left out of the accessibility tree when its alt text is empty', () => {
    render(<Image src={src} alt="" width={600} height={400} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it('loads lazily and decodes asynchronously by default', () => {
    render(<Image src={src} alt="Lettuce" width={600} height={400} />);
    const img = screen.getByRole('img', { name: 'Lettuce' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority image at once, at high priority', () => {
    render(<Image src={src} alt="Hero garden" width={1200} height={800} priority />);
    const img = screen.getByRole('img', { name: 'Hero garden' });
    expect(img).not.toHaveAttribute('loading');
    expect(img).not.toHaveAttribute('decoding');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('preloads a priority image', () => {
    render(<Image src="/media/hero.jpg" alt="Hero garden" width={1200} height={800} priority />);
    // eslint-disable-next-line testing-library/no-node-access -- a preload <link> in <head> has no role
    const preload = document.head.querySelector('link[rel="preload"][href="/media/hero.jpg"]');
    expect(preload).toHaveAttribute('as', 'image');
  });

  it('preloads a responsive priority image by its srcSet and sizes', () => {
    const srcSet = '/media/wide-600.jpg 600w, /media/wide-1200.jpg 1200w';
    render(
      <Image
        src="/media/wide.jpg"
        srcSet={srcSet}
        sizes="100vw"
        alt="Hero garden"
        aspectRatio="3 / 2"
        priority
      />,
    );
    // React leaves href off an image preload with a srcset, so browsers without srcset fetch nothing.
    // eslint-disable-next-line testing-library/no-node-access -- a preload <link> in <head> has no role
    const preload = document.head.querySelector(`link[rel="preload"][imagesrcset="${srcSet}"]`);
    expect(preload).toHaveAttribute('imagesizes', '100vw');
  });

  it('leaves sizes off an image and its preload when there is no srcSet (HTML forbids it)', () => {
    render(
      <Image
        src="/media/plain.jpg"
        sizes="(min-width: 768px) 50vw, 100vw"
        alt="Hero garden"
        aspectRatio="3 / 2"
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Hero garden' });
    expect(img).not.toHaveAttribute('sizes');
    expect(img).not.toHaveAttribute('srcset');
    // eslint-disable-next-line testing-library/no-node-access -- a preload <link> in <head> has no role
    const preload = document.head.querySelector('link[rel="preload"][href="/media/plain.jpg"]');
    expect(preload).toHaveAttribute('as', 'image');
    expect(preload).not.toHaveAttribute('imagesizes');
    expect(img.style.aspectRatio).toBe('3 / 2');
  });

  it('reserves its box from width and height', () => {
    render(<Image src={src} alt="Lettuce" width={600} height={400} />);
    const img = screen.getByRole('img', { name: 'Lettuce' });
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
  });

  it('reserves its box from an aspect ratio', () => {
    render(<Image src={src} alt="Lettuce" aspectRatio="16 / 9" />);
    expect(screen.getByRole('img', { name: 'Lettuce' }).style.aspectRatio).toBe('16 / 9');
  });

  it('still reserves a box when given neither size nor ratio', () => {
    render(<Image src={src} alt="Lettuce" />);
    expect(screen.getByRole('img', { name: 'Lettuce' }).style.aspectRatio).toBe(defaultAspectRatio);
  });

  it('passes sizes and srcSet through for responsive images', () => {
    render(
      <Image
        src={src}
        srcSet="/media/garden-600.jpg 600w, /media/garden-1200.jpg 1200w"
        sizes="(min-width: 768px) 50vw, 100vw"
        alt="Lettuce"
        aspectRatio="3 / 2"
      />,
    );
    const img = screen.getByRole('img', { name: 'Lettuce' });
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/garden-600.jpg 600w, /media/garden-1200.jpg 1200w',
    );
  });
});
