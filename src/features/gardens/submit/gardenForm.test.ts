import { describe, expect, it } from 'vitest';
import {
  gardenFormErrors,
  gardenMessages,
  gardenPlace,
  gardenRegionOptions,
  gardenRequest,
  gardenValuesOf,
  validateGarden,
  type PictureSummary,
} from './gardenForm.ts';

const done = (image: string): PictureSummary => ({ status: 'done', image });
const values = { description: 'Four raised beds.', city: 'Portland', state: 'OR' };

describe('validateGarden', () => {
  it('needs a description and at least one uploaded picture', () => {
    expect(validateGarden({ description: '   ', city: '', state: '' }, [])).toEqual({
      description: gardenMessages.descriptionRequired,
      images: gardenMessages.imagesRequired,
    });
    expect(validateGarden(values, [done('/api/images/1')])).toEqual({});
  });

  it('waits for pictures still uploading, and does not count a failed one', () => {
    expect(validateGarden(values, [done('/a'), { status: 'uploading' }])).toEqual({
      images: gardenMessages.uploading,
    });
    expect(validateGarden(values, [{ status: 'failed' }])).toEqual({
      images: gardenMessages.imagesRequired,
    });
  });

  it('allows 2000 characters of description and six pictures, no more', () => {
    const six = Array.from({ length: 6 }, (_, index) => done(`/api/images/${index}`));
    expect(validateGarden({ ...values, description: 'x'.repeat(2000) }, six)).toEqual({});
    expect(
      validateGarden({ ...values, description: 'x'.repeat(2001) }, [...six, done('/7')]),
    ).toEqual({
      description: gardenMessages.descriptionTooLong,
      images: gardenMessages.tooMany,
    });
  });
});

describe('gardenRequest', () => {
  it('sends trimmed text, blanks as null, and the uploaded pictures in order', () => {
    expect(
      gardenRequest({ description: '  Beds.  ', city: ' ', state: '' }, [
        done('/api/images/2'),
        { status: 'failed' },
        done('/api/images/1'),
      ]),
    ).toEqual({
      description: 'Beds.',
      city: null,
      state: null,
      images: [{ image: '/api/images/2' }, { image: '/api/images/1' }],
    });
    expect(gardenRequest(values, [done('/x')])).toEqual({
      description: 'Four raised beds.',
      city: 'Portland',
      state: 'OR',
      images: [{ image: '/x' }],
    });
  });
});

describe('gardenFormErrors', () => {
  it('puts every picture error on the pictures, and others on the form', () => {
    expect(
      gardenFormErrors({
        fields: {
          description: 'The description field is required.',
          'images.0.image': 'The image must be a picture you uploaded.',
          user: 'You may only add gardens to your own account.',
        },
        form: null,
      }),
    ).toEqual({
      fields: {
        description: 'The description field is required.',
        images: 'The image must be a picture you uploaded.',
      },
      form: 'You may only add gardens to your own account.',
    });
    expect(gardenFormErrors({ fields: {}, form: 'Server Error' })).toEqual({
      fields: {},
      form: 'Server Error',
    });
  });
});

describe('regions and places', () => {
  it('offers US states and Canadian provinces, keeping a saved value it does not know', () => {
    const { options, value } = gardenRegionOptions('');
    expect(value).toBe('');
    expect(options.map((option) => option.value)).toEqual(
      expect.arrayContaining(['OR', 'ON', 'BC']),
    );
    expect(gardenRegionOptions('oregon').value).toBe('OR');
    expect(gardenRegionOptions('Bavaria')).toMatchObject({
      value: 'Bavaria',
      options: expect.arrayContaining([{ value: 'Bavaria', label: 'Bavaria' }]),
    });
  });

  it('names the place with the region’s name', () => {
    expect(gardenPlace({ city: 'Portland', state: 'OR' })).toBe('Portland, Oregon');
    expect(gardenPlace({ city: null, state: 'ON' })).toBe('Ontario');
    expect(gardenPlace({ city: 'Munich', state: 'Bavaria' })).toBe('Munich, Bavaria');
    expect(gardenPlace({ city: null, state: null })).toBe('');
  });

  it('starts the edit form from the saved garden', () => {
    expect(gardenValuesOf({ description: 'Beds', city: null, state: 'OR' })).toEqual({
      description: 'Beds',
      city: '',
      state: 'OR',
    });
  });
});
