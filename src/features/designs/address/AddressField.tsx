import { useEffect, useRef, useState } from 'react';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { loadPlaces, type MapsPlace, type PlacesLibrary } from './placesLoader.ts';

/** A design's address: the place the maps service gave, or only the text typed. */
export type DesignAddress = MapsPlace & { formatted_address: string };

export interface AddressFieldProps {
  name: string;
  label?: string;
  value: DesignAddress | null;
  onChange: (address: DesignAddress | null) => void;
  error?: string | null;
  required?: boolean;
  /** The places library to use instead of the maps service's (stories and tests pass a fake). */
  places?: PlacesLibrary | null;
}

/**
 * The garden's address (docs/spec/features.md §2.11): suggestions from the maps service's places
 * autocomplete once its library is loaded (looked for every 200 ms), a plain address field until then
 * and for good when it cannot load (no key configured, the script blocked or too slow). Typing keeps
 * the text as the address; choosing a suggestion keeps the whole place.
 */
export function AddressField({
  name,
  label = 'Address',
  value,
  onChange,
  error,
  required,
  places: given,
}: AddressFieldProps) {
  const { mapsApiKey } = usePublicConfig();
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<PlacesLibrary | null>(null);
  const places = given === undefined ? loaded : given;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (given !== undefined) return;
    const controller = new AbortController();
    void loadPlaces(mapsApiKey, { signal: controller.signal }).then((library) => {
      if (!controller.signal.aborted) setLoaded(library);
    });
    return () => controller.abort();
  }, [given, mapsApiKey]);

  useEffect(() => {
    if (!places || !input.current) return;
    const autocomplete = new places.Autocomplete(input.current, {
      fields: ['formatted_address', 'address_components', 'geometry', 'place_id'],
      types: ['address'],
    });
    const listener = autocomplete.addListener('place_changed', () => {
      const place = autocomplete.getPlace();
      if (place.formatted_address) {
        latest.current({ ...place, formatted_address: place.formatted_address });
      }
    });
    return () => listener.remove();
  }, [places]);

  return (
    <TextField
      ref={input}
      name={name}
      label={label}
      required={required}
      error={error}
      autoComplete={places ? 'off' : 'street-address'}
      value={value?.formatted_address ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        onChange(text.trim() ? { formatted_address: text } : null);
      }}
    />
  );
}
