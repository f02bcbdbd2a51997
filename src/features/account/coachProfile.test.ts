import { describe, expect, it } from 'vitest';
import {
  coachProfileRequest,
  coachProfileValues,
  coachProfileValuesFromForm,
} from './coachProfile.ts';
import { demoCoachProfile } from './testing/demoAccount.ts';

describe('the coaching profile', () => {
  it("starts from the coach's about, testimonial and first address", () => {
    expect(coachProfileValues(demoCoachProfile)).toEqual({
      about: 'I design small kitchen gardens that feed a family.',
      testimonial: '"Our first harvest was huge!" — Sam',
      city: 'Portland',
      state: 'OR',
      coach_zoom_only: false,
    });
    expect(coachProfileValues({ properties: [], addresses: [], coach_zoom_only: true })).toEqual({
      about: '',
      testimonial: '',
      city: '',
      state: '',
      coach_zoom_only: true,
    });
  });

  it('reads the form, with the box ticked only when sent', () => {
    const form = new FormData();
    form.set('about', ' Hello ');
    form.set('city', 'Bend');
    form.set('state', 'OR');
    form.set('coach_zoom_only', 'on');
    expect(coachProfileValuesFromForm(form)).toEqual({
      about: 'Hello',
      testimonial: '',
      city: 'Bend',
      state: 'OR',
      coach_zoom_only: true,
    });
  });

  it('updates the saved properties in place and sends the address and flag', () => {
    expect(
      coachProfileRequest(demoCoachProfile, {
        about: 'New about',
        testimonial: 'New quote',
        city: '',
        state: 'WA',
        coach_zoom_only: true,
      }),
    ).toEqual({
      properties: [
        { id: 11, name: 'about', property: 'New about' },
        { id: 12, name: 'testimonial', property: 'New quote' },
      ],
      addresses: [{ city: null, state: 'WA' }],
      coach_zoom_only: true,
    });
    expect(
      coachProfileRequest(
        { properties: [] },
        { about: 'A', testimonial: 'T', city: 'X', state: 'Y', coach_zoom_only: false },
      ).properties,
    ).toEqual([
      { name: 'about', property: 'A' },
      { name: 'testimonial', property: 'T' },
    ]);
  });
});
