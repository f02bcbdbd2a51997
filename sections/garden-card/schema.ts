import * as v from 'valibot';
import { gardenSchema as garden } from '#src/features/gardens/garden.ts';
import { gardenSources } from '#src/features/gardens/submitted.ts';
import { headlineAndBody, optionalText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

/** How many submitted gardens the strip shows (one row of four). */
export const cardGardenCount = 4;

/** The `content` of a `garden-card` section (docs/cms-contract.md). */
export const gardenCardContent = v.looseObject({
  ...headlineAndBody,
  /** The card's main picture; blank means none. */
  image: text,
  /** A strip of small pictures of gardens under the text. */
  gardens: v.nullish(v.array(garden, 'The gardens must be a list.'), []),
  /** `submitted`: the strip shows the newest gardens people shared (`GET /gardens`) instead. */
  source: v.nullish(v.picklist(gardenSources, 'The source must be "cms" or "submitted".'), 'cms'),
});

export type GardenCardContent = v.InferOutput<typeof gardenCardContent>;
export type { Garden } from '#src/features/gardens/garden.ts';
