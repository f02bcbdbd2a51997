import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import imageModule from './index.ts';
import { pinterestShareUrl } from './pinterestShareUrl.ts';
import { imageSections } from '#src/demo/sections/image.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Image.stories.tsx';

function renderImage(content: Record<string, unknown>, initialPath = '/herb-spiral?step=4') {
  return renderSection(imageModule, { content }, { initialPath });
}

const herbSpiral = {
  image: '/api/media/herb-spiral.svg',
  alt: 'A stone herb spiral planted with thyme',
  caption: 'Herb spiral, step 4: planting the top tier.',
  maxheight: 400,
  maxheightprop: 'px',
  inline: true,
};

testSectionSchema(imageModule, {
  demos: imageSections,
  required: {
    image: 'The image is required.',
  },
});

testStoryCatalogue(imageModule, stories);

describe('image section', () => {
  it('shows the image with its alt text and its caption', () => {
    renderImage(herbSpiral);
    const figure = screen.getByRole('figure', {
      name: 'Herb spiral, step 4: planting the top tier.',
    });
    expect(figure).toContainElement(
      screen.getByRole('img', { name: 'A stone herb spiral planted with thyme' }),
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/media/herb-spiral.svg');
  });

  it('limits the image to the maximum height in the chosen unit', () => {
    renderImage({ ...herbSpiral, maxheight: '60', maxheightprop: 'vh' });
    expect(screen.getByRole('img')).toHaveStyle({ maxHeight: '60vh' });
  });

  it('reads an unknown unit as pixels and no maximum height as none', () => {
    expect(parseSection(imageModule, { ...herbSpiral, maxheightprop: 'furlongs' })).toMatchObject({
      ok: true,
      section: { content: { maxheight: 400, maxheightprop: 'px' } },
    });
    renderImage({ image: '/api/media/herb-spiral.svg', alt: 'Herb spiral', maxheight: '' });
    expect(screen.getByRole('img').style.maxHeight).toBe('');
  });

  it('offers a Pin it link that shares the page, the image and the caption to Pinterest', () => {
    renderImage(herbSpiral);
    const link = screen.getByRole('link', { name: 'Pin it on Pinterest (opens in a new tab)' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.pinterest.com/pin/create/button/' +
        '?url=http%3A%2F%2Flocalhost%3A3000%2Fherb-spiral%3Fstep%3D4' +
        '&media=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Fmedia%2Fherb-spiral.svg' +
        '&description=Herb+spiral%2C+step+4%3A+planting+the+top+tier.',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('describes the pin with the alt text when there is no caption', () => {
    expect(
      new URL(
        pinterestShareUrl({
          pageUrl: '/garden',
          imageUrl: 'https://cdn.example.com/path.jpg',
          description: 'A brick path',
          siteUrl: 'https://trellis.example/',
        }),
      ).searchParams.get('description'),
    ).toBe('A brick path');
    renderImage({ image: '/api/media/garden-path.svg', alt: 'A brick path' });
    const href = screen.getByRole('link', { name: /Pin it/ }).getAttribute('href') ?? '';
    expect(new URL(href).searchParams.get('description')).toBe('A brick path');
    expect(screen.queryByRole('figure', { name: /./ })).not.toBeInTheDocument();
  });

  it('reads the CMS flags for inline as booleans', () => {
    expect(parseSection(imageModule, { image: '/x.jpg', inline: '1' })).toMatchObject({
      ok: true,
      section: { content: { inline: true } },
    });
    expect(parseSection(imageModule, { image: '/x.jpg', inline: 0 })).toMatchObject({
      ok: true,
      section: { content: { inline: false } },
    });
    expect(parseSection(imageModule, { image: '/x.jpg' })).toMatchObject({
      ok: true,
      section: { content: { inline: false, alt: '' } },
    });
  });
});
