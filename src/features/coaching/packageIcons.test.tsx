import { describe, expect, it } from 'vitest';
import { GardenerIcon, packageIconAt, PotIcon, RootsIcon } from './packageIcons.tsx';

describe('package icons', () => {
  it('go Roots, Pot, Gardener by the package’s position, then again', () => {
    expect([0, 1, 2, 3, 4, 5].map(packageIconAt)).toEqual([
      RootsIcon,
      PotIcon,
      GardenerIcon,
      RootsIcon,
      PotIcon,
      GardenerIcon,
    ]);
  });
});
