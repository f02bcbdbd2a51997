// The maps service's places library (docs/spec/features.md §2.11, §9): loaded once per page from the
// service's script, then waited for by checking every 200 ms, as the specification says, until it is
// there or a deadline passes. Nothing is loaded without a key: the address field stays plain.

/** The part of the maps service's places API the address field uses (its real contract). */
export interface PlacesAutocomplete {
  addListener(event: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): MapsPlace;
}

export interface PlacesLibrary {
  Autocomplete: new (
    input: HTMLInputElement,
    options?: {
      fields?: string[];
      types?: string[];
      componentRestrictions?: { country: string[] };
    },
  ) => PlacesAutocomplete;
}

/** A place as the service gives it; `formatted_address` is what the design keeps and shows. */
export interface MapsPlace {
  formatted_address?: string;
  place_id?: string;
  address_components?: { long_name: string; short_name: string; types: string[] }[];
  geometry?: { location?: { lat(): number; lng(): number } };
}

interface MapsWindow {
  google?: { maps?: { places?: PlacesLibrary } };
}

/** §9: how often the field looks for the library while the script loads. */
export const placesRetryMs = 200;
/** After this long without the library the field stays plain for good. */
export const placesDeadlineMs = 10_000;
const scriptId = 'trellis-maps-places';

export const placesScriptUrl = (apiKey: string) =>
  `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async`;

function libraryOf(target: MapsWindow): PlacesLibrary | null {
  return target.google?.maps?.places ?? null;
}

export interface LoadPlacesOptions {
  /** The window to look on (tests pass a fake). */
  target?: MapsWindow & Pick<Window, 'setTimeout' | 'clearTimeout'>;
  document?: Document;
  retryMs?: number;
  deadlineMs?: number;
  signal?: AbortSignal;
}

/**
 * The places library: at once when the page has it, otherwise after adding the service's script (once
 * per page) and checking every `retryMs`. Null without a key, when the script fails to load, when the
 * deadline passes or when `signal` aborts: the caller keeps a plain field then.
 */
export function loadPlaces(
  apiKey: string | null | undefined,
  {
    target = window as unknown as NonNullable<LoadPlacesOptions['target']>,
    document: doc = document,
    retryMs = placesRetryMs,
    deadlineMs = placesDeadlineMs,
    signal,
  }: LoadPlacesOptions = {},
): Promise<PlacesLibrary | null> {
  const ready = libraryOf(target);
  if (ready) return Promise.resolve(ready);
  if (!apiKey) return Promise.resolve(null);
  let failed = false;
  if (!doc.getElementById(scriptId)) {
    const script = doc.createElement('script');
    script.id = scriptId;
    script.async = true;
    script.src = placesScriptUrl(apiKey);
    script.addEventListener('error', () => {
      failed = true;
    });
    doc.head.append(script);
  } else {
    doc.getElementById(scriptId)!.addEventListener('error', () => {
      failed = true;
    });
  }
  return new Promise((resolve) => {
    const started = Date.now();
    let timer: number | undefined;
    const finish = (library: PlacesLibrary | null) => {
      if (timer !== undefined) target.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(library);
    };
    const onAbort = () => finish(null);
    signal?.addEventListener('abort', onAbort);
    const check = () => {
      const library = libraryOf(target);
      if (library) return finish(library);
      if (failed || signal?.aborted || Date.now() - started >= deadlineMs) return finish(null);
      timer = target.setTimeout(check, retryMs);
    };
    check();
  });
}
