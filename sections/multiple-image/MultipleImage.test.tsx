import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { multipleImageSections } from '#src/demo/sections/multiple-image.ts';
import multipleImageModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './MultipleImage.stories.tsx';

function parsedContent(content: Record<string, unknown>) {
  const result = parseSection(multipleImageModule, content);
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  return result.section.content;
}

function renderImages(content: Record<string, unknown>) {
  return renderSection(multipleImageModule, { content });
}

const fourImages = {
  image1: '/api/media/seedlings.svg',
  alt1: 'Seedlings on a windowsill',
  image2: '/api/media/tomato-harvest.svg',
  alt2: 'Ripe tomatoes',
  image3: '/api/media/garden-path.svg',
  alt3: 'A brick path',
  image4: '/api/media/raised-beds.svg',
  alt4: 'Raised beds',
};

testSectionSchema(multipleImageModule, {
  demos: multipleImageSections,
});

testStoryCatalogue(multipleImageModule, stories);

describe('multiple-image section', () => {
  it('shows the first imgCount images in order with their alt texts, each in a reserved box', () => {
    renderImages({ ...fourImages, imgCount: 3 });
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Seedlings on a windowsill',
      'Ripe tomatoes',
      'A brick path',
    ]);
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/api/media/seedlings.svg',
      '/api/media/tomato-harvest.svg',
      '/api/media/garden-path.svg',
    ]);
    for (const image of images) expect(image).toHaveStyle({ aspectRatio: '4 / 3' });
  });

  it('clamps imgCount to between one and four, reading it from text too', () => {
    expect(parsedContent({ ...fourImages, imgCount: 9 }).images).toHaveLength(4);
    expect(parsedContent({ ...fourImages, imgCount: 0 }).images).toHaveLength(1);
    expect(parsedContent({ ...fourImages, imgCount: '-2' }).images).toHaveLength(1);
    expect(parsedContent({ ...fourImages, imgCount: '2' }).images).toHaveLength(2);
    expect(parsedContent({ ...fourImages, imgCount: null }).images).toHaveLength(4);
  });

  it('counts only the images that are filled in', () => {
    renderImages({
      imgCount: 3,
      image1: '/api/media/seedlings.svg',
      alt1: 'Seedlings',
      image2: '  ',
      alt2: 'Missing picture',
      image3: '/api/media/garden-path.svg',
      alt3: 'A brick path',
      image4: '/api/media/raised-beds.svg',
      alt4: 'Beyond the count',
    });
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Seedlings',
      'A brick path',
    ]);
  });

  it('reads every spelling of the vertical alignment the CMS sends, and top without one', () => {
    const valignOf = (valign: unknown) => parsedContent({ image1: '/x.jpg', valign }).valign;
    expect(['top', 'Top', 'start', 'flex-start'].map(valignOf)).toEqual([
      'top',
      'top',
      'top',
      'top',
    ]);
    expect(['middle', ' Center ', 'centre', 'centered'].map(valignOf)).toEqual([
      'middle',
      'middle',
      'middle',
      'middle',
    ]);
    expect(['bottom', 'BOTTOM', 'end', 'flex-end'].map(valignOf)).toEqual([
      'bottom',
      'bottom',
      'bottom',
      'bottom',
    ]);
    expect([undefined, null, '', 'sideways', 3].map(valignOf)).toEqual([
      'top',
      'top',
      'top',
      'top',
      'top',
    ]);
  });

  it('rejects content without an image among the first imgCount, naming the first image field', () => {
    expect(
      parseSection(multipleImageModule, { imgCount: 2, alt1: 'Nothing to show' }),
    ).toMatchObject({
      ok: false,
      field: 'content.image1',
      message: 'At least one image is required.',
    });
    expect(
      parseSection(multipleImageModule, {
        imgCount: 1,
        image1: ' ',
        image2: '/api/media/seedlings.svg',
      }),
    ).toMatchObject({
      ok: false,
      field: 'content.image1',
    });
  });
});
