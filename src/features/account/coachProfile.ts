import type { CoachProfileUpdateRequest, CoachWire } from '#src/lib/api/types.ts';

export interface CoachProfileValues {
  about: string;
  testimonial: string;
  city: string;
  state: string;
  coach_zoom_only: boolean;
}

function property(coach: Pick<CoachWire, 'properties'>, name: string): string {
  return coach.properties.find((entry) => entry.name === name)?.property ?? '';
}

/** What the coaching profile form starts with: the coach's About Me, testimonial and first address. */
export function coachProfileValues(
  coach: Pick<CoachWire, 'properties' | 'addresses' | 'coach_zoom_only'>,
): CoachProfileValues {
  const address = coach.addresses[0];
  return {
    about: property(coach, 'about'),
    testimonial: property(coach, 'testimonial'),
    city: address?.city ?? '',
    state: address?.state ?? '',
    coach_zoom_only: coach.coach_zoom_only,
  };
}

/** The form's fields from a submission. */
export function coachProfileValuesFromForm(form: FormData): CoachProfileValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    about: text('about'),
    testimonial: text('testimonial'),
    city: text('city'),
    state: text('state'),
    coach_zoom_only: form.get('coach_zoom_only') === 'on',
  };
}

/**
 * The PUT /users/{id} body: the about and testimonial properties (keeping their ids, so the API
 * updates rather than adds them), the address, and the video-calls-only flag.
 */
export function coachProfileRequest(
  coach: Pick<CoachWire, 'properties'>,
  values: CoachProfileValues,
): CoachProfileUpdateRequest {
  const entry = (name: 'about' | 'testimonial') => {
    const id = coach.properties.find((existing) => existing.name === name)?.id;
    return { ...(id != null ? { id } : {}), name, property: values[name] };
  };
  return {
    properties: [entry('about'), entry('testimonial')],
    addresses: [{ city: values.city || null, state: values.state || null }],
    coach_zoom_only: values.coach_zoom_only,
  };
}
