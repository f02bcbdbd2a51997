import { describe, expect, it } from 'vitest';
import { findRegion, regionCountries } from '#src/lib/forms/regions.ts';
import { bareProvider, demoProvider } from './testing/demoProvider.ts';
import {
  emptyProviderValues,
  providerDescriptionMaxLength,
  providerFieldOf,
  providerFormErrors,
  providerFormMessages,
  providerFormValues,
  providerRequest,
  providerValuesFromForm,
  regionFromValue,
  regionValue,
  specialtyEnabled,
  toggleSpecialty,
  validateProvider,
  type ProviderFormValues,
} from './providerForm.ts';

const filled: ProviderFormValues = {
  ...emptyProviderValues,
  name: 'Green Row Gardens',
  phone: '503-555-0142',
  address: '1420 SE Alder St',
  city: 'Portland',
  state: 'OR',
  country: 'US',
  postal_code: '97214',
  website: 'greenrow.example',
  certifications: '',
  description: 'Raised beds and potagers.',
  expertises: [1, 4],
  logo: '/api/images/1',
  cover: null,
  portfolio: [{ id: 'new-3', image: '/api/images/3' }],
};

describe('validateProvider', () => {
  it('asks for the business name, city, state, zip code and description', () => {
    expect(validateProvider(emptyProviderValues)).toEqual({
      name: providerFormMessages.name,
      city: providerFormMessages.city,
      state: providerFormMessages.state,
      postal_code: providerFormMessages.postal_code,
      description: providerFormMessages.description,
    });
  });

  it('treats blank text as missing and leaves the optional fields alone', () => {
    const errors = validateProvider({ ...filled, name: '   ', phone: '', website: '' });
    expect(errors).toEqual({ name: 'Please enter your business name.' });
  });

  it('allows 250 characters of description, not 251', () => {
    const exact = 'a'.repeat(providerDescriptionMaxLength);
    expect(validateProvider({ ...filled, description: exact })).toEqual({});
    expect(validateProvider({ ...filled, description: `${exact}b` })).toEqual({
      description: 'The description may be at most 250 characters.',
    });
  });

  it('allows at most 4 specialties', () => {
    expect(validateProvider({ ...filled, expertises: [1, 2, 3, 4] })).toEqual({});
    expect(validateProvider({ ...filled, expertises: [1, 2, 3, 4, 5] })).toEqual({
      expertises: 'Please choose at most 4 specialties.',
    });
  });
});

describe('the 4-specialty rule', () => {
  it('keeps every option enabled below 4 and only the chosen ones at 4', () => {
    expect(specialtyEnabled([1, 2, 3], 9)).toBe(true);
    expect(specialtyEnabled([1, 2, 3, 4], 9)).toBe(false);
    expect(specialtyEnabled([1, 2, 3, 4], 2)).toBe(true);
  });

  it('refuses a fifth, and enables the others again once one is unticked', () => {
    const four = toggleSpecialty(toggleSpecialty([1, 2], 3, true), 4, true);
    expect(four).toEqual([1, 2, 3, 4]);
    expect(toggleSpecialty(four, 5, true)).toEqual([1, 2, 3, 4]);
    const three = toggleSpecialty(four, 2, false);
    expect(three).toEqual([1, 3, 4]);
    expect(specialtyEnabled(three, 5)).toBe(true);
    expect(toggleSpecialty(three, 3, true)).toEqual([1, 3, 4]);
  });
});

describe('providerRequest', () => {
  it('builds the registration payload of features.md §3 with new- ids', () => {
    expect(providerRequest(filled)).toEqual({
      name: 'Green Row Gardens',
      description: 'Raised beds and potagers.',
      expertises: [1, 4],
      addresses: [
        {
          phone: '503-555-0142',
          address: '1420 SE Alder St',
          city: 'Portland',
          state: 'OR',
          postal_code: '97214',
          country: 'US',
        },
      ],
      // A blank property that was never saved is not sent.
      properties: [{ id: 'new-website', name: 'website', property: 'greenrow.example' }],
      images: {
        logo: { image: '/api/images/1' },
        cover: null,
        portfolio: [{ id: 'new-3', image: '/api/images/3' }],
      },
    });
  });

  it('sends blank optional text as null and trims what was typed', () => {
    const request = providerRequest({
      ...filled,
      name: '  Plot & Pail ',
      phone: ' ',
      address: '',
      description: ' Small yards. ',
    });
    expect(request.name).toBe('Plot & Pail');
    expect(request.description).toBe('Small yards.');
    expect(request.addresses[0]).toMatchObject({ phone: null, address: null });
  });

  it('keeps the saved ids on edit: the address, the properties and the portfolio', () => {
    const saved = {
      ...demoProvider,
      addresses: [{ ...demoProvider.addresses[0]!, id: 31 }],
    };
    const values = {
      ...providerFormValues(saved),
      website: 'greenrow.example/new',
      certifications: '',
      portfolio: [
        { id: 1, image: saved.images.portfolio![0]!.image },
        { id: 'new-12', image: '/api/images/12' },
      ],
    };
    const request = providerRequest(values, saved);
    expect(request.addresses[0]?.id).toBe(31);
    expect(request.properties).toEqual([
      { id: 1, name: 'website', property: 'greenrow.example/new' },
      // Emptied: sent blank with its id, so the API clears it.
      { id: 2, name: 'certifications', property: '' },
    ]);
    expect(request.images.portfolio).toEqual([
      { id: 1, image: saved.images.portfolio![0]!.image },
      { id: 'new-12', image: '/api/images/12' },
    ]);
  });

  it('gives a property added on edit a new- id', () => {
    const values = { ...providerFormValues(bareProvider), certifications: 'Master Gardener' };
    expect(providerRequest(values, bareProvider).properties).toEqual([
      { id: 'new-certifications', name: 'certifications', property: 'Master Gardener' },
    ]);
  });
});

describe('providerFormValues', () => {
  it('fills the form from a saved business', () => {
    expect(providerFormValues(demoProvider)).toEqual({
      name: 'Green Row Gardens',
      phone: '503-555-0142',
      address: '1420 SE Alder St',
      city: 'Portland',
      state: 'OR',
      country: 'US',
      postal_code: '97214',
      website: 'greenrow.example',
      certifications: 'Certified Permaculture Designer',
      description: demoProvider.description,
      expertises: [1, 4],
      logo: demoProvider.images.logo?.image,
      cover: demoProvider.images.cover?.image,
      portfolio: demoProvider.images.portfolio,
    });
  });

  it('reads a Canadian province and keeps an unknown state as saved', () => {
    expect(providerFormValues(bareProvider)).toMatchObject({
      state: 'NS',
      country: 'CA',
      phone: '',
      logo: null,
      portfolio: [],
    });
    const odd = {
      ...bareProvider,
      addresses: [{ ...bareProvider.addresses[0]!, state: 'Somewhere', country: null }],
    };
    expect(providerFormValues(odd)).toMatchObject({ state: 'Somewhere', country: '' });
  });
});

describe('providerValuesFromForm', () => {
  it('reads the submitted form, portfolio pairs and specialty ids included', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: ' Green Row ',
      city: 'Perth',
      state: 'WA',
      country: 'au',
      postal_code: '6000',
      description: 'Gardens.',
      logo: '/api/images/1',
      cover: '',
    }))
      form.append(name, value);
    form.append('expertises', '2');
    form.append('expertises', '5');
    form.append('expertises', '2');
    form.append('portfolio_id', '7');
    form.append('portfolio_image', '/api/images/7');
    form.append('portfolio_id', 'new-9');
    form.append('portfolio_image', '/api/images/9');
    expect(providerValuesFromForm(form)).toEqual({
      ...emptyProviderValues,
      name: 'Green Row',
      city: 'Perth',
      state: 'WA',
      country: 'AU',
      postal_code: '6000',
      description: 'Gardens.',
      expertises: [2, 5],
      logo: '/api/images/1',
      cover: null,
      portfolio: [
        { id: 7, image: '/api/images/7' },
        { id: 'new-9', image: '/api/images/9' },
      ],
    });
  });
});

describe('regions', () => {
  it('groups the states of the US, Canada and Australia', () => {
    expect(regionCountries.map((country) => [country.code, country.regions.length])).toEqual([
      ['US', 51],
      ['CA', 13],
      ['AU', 8],
    ]);
  });

  it('tells WA in Australia from WA in the US by the country', () => {
    expect(findRegion('WA')?.country).toBe('US');
    expect(findRegion('WA', 'AU')?.region.label).toBe('Western Australia');
    expect(findRegion('nova scotia')?.region.value).toBe('NS');
    expect(findRegion('Atlantis')).toBeNull();
    expect(regionValue('AU', 'WA')).toBe('AU:WA');
    expect(regionFromValue('AU:WA')).toEqual({ country: 'AU', state: 'WA' });
    expect(regionValue('', '')).toBe('');
  });
});

describe('the API’s errors', () => {
  it('puts address, property and image keys on their fields', () => {
    const request = providerRequest({ ...filled, certifications: 'ISA' });
    expect(providerFieldOf('addresses.0.city')).toBe('city');
    expect(providerFieldOf('addresses.0.postal_code')).toBe('postal_code');
    expect(providerFieldOf('addresses.0.country')).toBe('state');
    expect(providerFieldOf('expertises.2')).toBe('expertises');
    expect(providerFieldOf('properties.1.property', request)).toBe('certifications');
    expect(providerFieldOf('images.cover.image')).toBe('cover');
    expect(providerFieldOf('images.portfolio.0.image')).toBe('portfolio');
    expect(providerFieldOf('owner')).toBeNull();

    expect(
      providerFormErrors(
        {
          fields: {
            name: 'The name has already been taken.',
            'addresses.0.state': 'The state is invalid.',
            owner: 'You already have a business.',
          },
          form: null,
        },
        request,
      ),
    ).toEqual({
      fields: {
        name: 'The name has already been taken.',
        state: 'The state is invalid.',
        owner: 'You already have a business.',
      },
      form: null,
    });
  });
});
