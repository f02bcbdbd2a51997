import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressField, type DesignAddress } from './AddressField.tsx';
import type { MapsPlace, PlacesLibrary } from './placesLoader.ts';

/** A fake of the maps service's Autocomplete: the test picks a place as a person would. */
function fakePlacesLibrary() {
  let onPlace: (() => void) | null = null;
  let place: MapsPlace = {};
  const options: unknown[] = [];
  const library = {
    Autocomplete: vi.fn(function (this: unknown, _input: HTMLInputElement, given: unknown) {
      options.push(given);
      return {
        addListener: (_event: string, handler: () => void) => {
          onPlace = handler;
          return { remove: () => (onPlace = null) };
        },
        getPlace: () => place,
      };
    }),
  } as unknown as PlacesLibrary;
  return {
    library,
    options,
    choose(chosen: MapsPlace) {
      place = chosen;
      onPlace?.();
    },
  };
}

function Harness({
  places,
  onAddress,
}: {
  places?: PlacesLibrary | null;
  onAddress: (address: DesignAddress | null) => void;
}) {
  const [value, setValue] = useState<DesignAddress | null>(null);
  return (
    <AddressField
      name="address"
      value={value}
      places={places}
      onChange={(next) => {
        setValue(next);
        onAddress(next);
      }}
    />
  );
}

describe('AddressField', () => {
  it('is a plain address field when the maps service cannot load, keeping the text typed', async () => {
    const onAddress = vi.fn();
    render(<Harness places={null} onAddress={onAddress} />);
    const field = screen.getByRole('textbox', { name: 'Address' });
    expect(field).toHaveAttribute('autocomplete', 'street-address');
    await userEvent.type(field, '12 Elm St');
    expect(field).toHaveValue('12 Elm St');
    expect(onAddress).toHaveBeenLastCalledWith({ formatted_address: '12 Elm St' });
  });

  it('suggests places once the library is there, and keeps the whole place chosen', async () => {
    const fake = fakePlacesLibrary();
    const onAddress = vi.fn();
    render(<Harness places={fake.library} onAddress={onAddress} />);
    const field = screen.getByRole('textbox', { name: 'Address' });
    expect(fake.library.Autocomplete).toHaveBeenCalledWith(field, expect.anything());
    expect(fake.options[0]).toMatchObject({ types: ['address'] });
    const place = {
      formatted_address: '12 Elm St, Asheville, NC 28801, USA',
      place_id: 'abc',
    };
    fake.choose(place);
    expect(onAddress).toHaveBeenLastCalledWith(place);
    expect(await screen.findByDisplayValue(place.formatted_address)).toBe(field);
  });
});
