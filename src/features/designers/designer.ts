import type { CoachWire } from '#src/lib/api/types.ts';

/**
 * Whether a designer's public page may show: an approved coach (the coach flag) whose status is
 * 'active'. Anyone else's page answers 403 (docs/spec/platform.md §2, §6).
 */
export function isDesignerPagePublic(coach: Pick<CoachWire, 'coach' | 'coach_status'>): boolean {
  return coach.coach === true && coach.coach_status === 'active';
}

/**
 * Whether a session can be booked with a designer: an active coach, with the coach flag, has_zoom and
 * coach_status 'active' (docs/spec/features.md §4, §6). Anyone else's booker says they are unavailable.
 */
export function isBookableCoach(
  coach: Pick<CoachWire, 'coach' | 'has_zoom' | 'coach_status'>,
): boolean {
  return coach.coach === true && coach.has_zoom === true && coach.coach_status === 'active';
}

/** The designer's full name: first name and last name. */
export function designerName(coach: Pick<CoachWire, 'first_name' | 'last_name'>): string {
  return `${coach.first_name ?? ''} ${coach.last_name ?? ''}`.trim();
}

/** The designer's id from a `/designers/{slug}` path segment: links use the id, a name may follow. */
export function designerIdFromSlug(slug: string | undefined): number | null {
  const match = /^(\d+)(?:-[a-z0-9-]*)?$/i.exec(slug ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The text of a named property ('about', 'testimonial'), trimmed; null when blank or missing. */
export function propertyText(coach: Pick<CoachWire, 'properties'>, name: string): string | null {
  const found = (coach.properties ?? []).find((property) => property.name === name);
  const text = typeof found?.property === 'string' ? found.property.trim() : '';
  return text || null;
}

/** Every non-blank property of a name (a designer may have several testimonials). */
export function propertyTexts(coach: Pick<CoachWire, 'properties'>, name: string): string[] {
  return (coach.properties ?? [])
    .filter((property) => property.name === name && typeof property.property === 'string')
    .map((property) => property.property.trim())
    .filter(Boolean);
}

/** 'Portland, OR' from the first address with a city or a state; null without one. */
export function designerLocation(coach: Pick<CoachWire, 'addresses'>): string | null {
  for (const address of coach.addresses ?? []) {
    const parts = [address.city, address.state].map((part) => part?.trim()).filter(Boolean);
    if (parts.length > 0) return parts.join(', ');
  }
  return null;
}

/** A testimonial: the quote and who said it (docs/spec/features.md §3). */
export interface Testimonial {
  quote: string;
  credit: string | null;
}

/**
 * A testimonial property's text as a quote and its credit: JSON `{ quote, credit }`, or text whose
 * credit follows a last ' — ' ('The best beds we have had. — Ana, Portland'); otherwise all quote.
 */
export function parseTestimonial(text: string): Testimonial {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const value = JSON.parse(trimmed) as { quote?: unknown; credit?: unknown };
      if (typeof value.quote === 'string' && value.quote.trim()) {
        const credit = typeof value.credit === 'string' ? value.credit.trim() : '';
        return { quote: value.quote.trim(), credit: credit || null };
      }
    } catch {
      // Not JSON after all: read it as text.
    }
  }
  const dash = trimmed.lastIndexOf(' — ');
  if (dash > 0) {
    const credit = trimmed.slice(dash + 3).trim();
    if (credit) return { quote: trimmed.slice(0, dash).trim(), credit };
  }
  return { quote: trimmed, credit: null };
}
