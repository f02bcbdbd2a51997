import { describe, expect, it } from 'vitest';
import type { DesignFileWire } from '#src/lib/api/types.ts';
import {
  additionalImages,
  canAddAdditionalImage,
  canCompleteGardenDetails,
  draftFromDesign,
  feetProblem,
  gardenDetailsFieldOf,
  gardenDetailsProblems,
  gardenDetailsRequest,
  missingGardenDetails,
  parseFeet,
  type GardenDetailsDraft,
} from './gardenDetailsRules.ts';

const complete: GardenDetailsDraft = {
  name: 'Back garden',
  sizeLength: '20',
  sizeWidth: '12',
  budget: '$3000 - $5000 (Small 120-200)',
  address: { formatted_address: '1200 SE Oak St, Portland, OR 97214, USA', place_id: 'ChIJ1' },
  flexible: 'Yes',
  builder: 'DIY',
};

const empty: GardenDetailsDraft = {
  name: '',
  sizeLength: '',
  sizeWidth: '',
  budget: '',
  address: null,
  flexible: '',
  builder: '',
};

type Kind = Pick<DesignFileWire, 'system_type'>;
const wide: Kind = { system_type: 'wideangle' };
const extra: Kind = { system_type: 'user_imgs' };

describe('missingGardenDetails', () => {
  it('needs nothing more when every detail is filled and the wide-angle photo is uploaded', () => {
    expect(missingGardenDetails(complete, [wide])).toEqual([]);
    expect(canCompleteGardenDetails(complete, [wide, extra])).toBe(true);
  });

  it('lists everything a new design lacks, in the order of the form', () => {
    expect(missingGardenDetails(empty, [])).toEqual([
      'name',
      'wideangle',
      'address',
      'size_length',
      'size_width',
      'budget',
      'flexible',
      'builder',
    ]);
  });

  it('cannot complete without the wide-angle photo, whatever the additional images', () => {
    expect(missingGardenDetails(complete, [extra, extra])).toEqual(['wideangle']);
    expect(canCompleteGardenDetails(complete, [extra])).toBe(false);
  });

  it('counts a name of spaces and an address of spaces as missing', () => {
    expect(
      missingGardenDetails({ ...complete, name: '   ', address: { formatted_address: '  ' } }, [
        wide,
      ]),
    ).toEqual(['name', 'address']);
  });

  it('needs whole feet of at least 1 for length and width', () => {
    expect(missingGardenDetails({ ...complete, sizeLength: '0' }, [wide])).toEqual(['size_length']);
    expect(missingGardenDetails({ ...complete, sizeWidth: '2.5' }, [wide])).toEqual(['size_width']);
    expect(missingGardenDetails({ ...complete, sizeLength: '1', sizeWidth: '1' }, [wide])).toEqual(
      [],
    );
  });

  it('accepts only the listed budget, flexible and builder choices', () => {
    expect(
      missingGardenDetails({ ...complete, budget: '$1', flexible: 'Maybe', builder: 'Me' }, [wide]),
    ).toEqual(['budget', 'flexible', 'builder']);
  });
});

describe('parseFeet and feetProblem', () => {
  it('reads whole feet from 1 to 10000', () => {
    expect(parseFeet(' 20 ')).toBe(20);
    expect(parseFeet('1')).toBe(1);
    expect(parseFeet('10000')).toBe(10_000);
    expect(parseFeet('10001')).toBeNull();
    expect(parseFeet('0')).toBeNull();
    expect(parseFeet('')).toBeNull();
    expect(parseFeet('1e3')).toBeNull();
  });

  it("says what is wrong in the API's words, and nothing about an empty field", () => {
    expect(feetProblem('', 'size_length')).toBeNull();
    expect(feetProblem('12', 'size_width')).toBeNull();
    expect(feetProblem('0', 'size_length')).toBe('The size length must be at least 1.');
    expect(feetProblem('-3', 'size_width')).toBe('The size width must be at least 1.');
    expect(feetProblem('4.5', 'size_length')).toBe('The size length must be an integer.');
    expect(feetProblem('20000', 'size_width')).toBe(
      'The size width must not be greater than 10000.',
    );
  });
});

describe('gardenDetailsProblems', () => {
  it('lets progress be saved with only a name', () => {
    expect(gardenDetailsProblems({ ...empty, name: 'Front yard' })).toEqual({});
  });

  it('asks for a name and whole feet before any save', () => {
    expect(
      gardenDetailsProblems({ ...empty, name: '  ', sizeLength: '0', sizeWidth: '3.5' }),
    ).toEqual({
      name: 'The name field is required.',
      size_length: 'The size length must be at least 1.',
      size_width: 'The size width must be an integer.',
    });
  });
});

describe('gardenDetailsRequest', () => {
  it('sends the name trimmed and every detail, with the completion asked for', () => {
    expect(gardenDetailsRequest({ ...complete, name: '  Back garden  ' }, true)).toEqual({
      name: 'Back garden',
      details: {
        size_length: 20,
        size_width: 12,
        budget: '$3000 - $5000 (Small 120-200)',
        address: {
          formatted_address: '1200 SE Oak St, Portland, OR 97214, USA',
          place_id: 'ChIJ1',
        },
        flexible: 'Yes',
        builder: 'DIY',
        completed: true,
      },
    });
  });

  it('sends what is not filled as null when saving progress', () => {
    expect(gardenDetailsRequest({ ...empty, name: 'Front yard', sizeWidth: '8' }, false)).toEqual({
      name: 'Front yard',
      details: {
        size_length: null,
        size_width: 8,
        budget: null,
        address: null,
        flexible: null,
        builder: null,
        completed: false,
      },
    });
  });

  it("keeps only the address's text and place id (a maps place carries functions)", () => {
    const place = {
      formatted_address: ' 1 Main St ',
      place_id: 'abc',
      geometry: { location: { lat: () => 1, lng: () => 2 } },
    };
    expect(gardenDetailsRequest({ ...complete, address: place }, false).details.address).toEqual({
      formatted_address: '1 Main St',
      place_id: 'abc',
    });
    expect(
      gardenDetailsRequest({ ...complete, address: { formatted_address: 'typed' } }, false).details
        .address,
    ).toEqual({ formatted_address: 'typed', place_id: null });
  });
});

describe('draftFromDesign', () => {
  it('starts from the saved details', () => {
    expect(
      draftFromDesign({
        name: 'Back garden',
        details: {
          size_length: 20,
          size_width: 12,
          budget: '$3000 - $5000 (Small 120-200)',
          address: { formatted_address: '1200 SE Oak St', place_id: null },
          flexible: 'No',
          builder: 'Full Service',
          completed: false,
        },
      }),
    ).toEqual({
      name: 'Back garden',
      sizeLength: '20',
      sizeWidth: '12',
      budget: '$3000 - $5000 (Small 120-200)',
      address: { formatted_address: '1200 SE Oak St' },
      flexible: 'No',
      builder: 'Full Service',
    });
  });

  it('starts empty from a new design', () => {
    expect(draftFromDesign({ name: 'Garden Design', details: { completed: false } })).toEqual({
      ...empty,
      name: 'Garden Design',
    });
  });
});

describe('additional images', () => {
  it('allows adding until there are 6', () => {
    const five = Array.from({ length: 5 }, () => extra);
    expect(canAddAdditionalImage([wide, ...five])).toBe(true);
    expect(canAddAdditionalImage([wide, ...five, extra])).toBe(false);
    expect(additionalImages([wide, ...five, extra])).toHaveLength(6);
  });
});

describe('gardenDetailsFieldOf', () => {
  it("puts the API's messages under their fields", () => {
    expect(gardenDetailsFieldOf('name')).toBe('name');
    expect(gardenDetailsFieldOf('details.size_length')).toBe('size_length');
    expect(gardenDetailsFieldOf('details.address')).toBe('address');
    expect(gardenDetailsFieldOf('wideangle')).toBe('wideangle');
    expect(gardenDetailsFieldOf('file', 'user_imgs')).toBe('user_imgs');
  });

  it('leaves messages about the details as a whole to the form', () => {
    expect(gardenDetailsFieldOf('details')).toBeNull();
    expect(gardenDetailsFieldOf('details.completed')).toBeNull();
    expect(gardenDetailsFieldOf('file')).toBeNull();
  });
});
