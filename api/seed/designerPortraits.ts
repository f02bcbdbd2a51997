import type { SeedDesigner } from './directoryData.ts';

// Each demo designer's own portrait, so no two people in the directory share a face (a business
// card shows three of its team side by side). Six are hand-drawn files; the others are drawn from
// the looks below by `scripts/draw-portraits.ts`, which writes `api/media/avatar-<first>-<last>.svg`.

export const skinTones = {
  fair: '#f1c6a0',
  light: '#f0c8a8',
  warm: '#e0ac86',
  tan: '#d39a74',
  olive: '#c08a5e',
  brown: '#a86f4c',
  deep: '#8d5a3b',
  dark: '#6b4430',
} as const;

export const hairColours = {
  black: '#1e1410',
  darkBrown: '#3b2a20',
  brown: '#6b4a33',
  auburn: '#b5542a',
  blonde: '#d9b26a',
  grey: '#8a8a8a',
  white: '#d8d4cc',
} as const;

/** Backgrounds and clothes: the site's garden colours, light behind the head and deep for clothes. */
export const backgrounds = {
  sage: '#cfe3c8',
  blush: '#f2c4c0',
  sky: '#c9dbe8',
  straw: '#f3d9a4',
  lilac: '#e6dcf2',
  mint: '#d8ecd0',
  linen: '#f4ecdf',
  apricot: '#fbe0c4',
  sea: '#d4e8e4',
} as const;

export const clothes = {
  forest: '#2f5d3a',
  moss: '#4f7f4a',
  bark: '#7a4e2d',
  denim: '#3e6e8e',
  rust: '#a0522d',
  ochre: '#c0772f',
  sand: '#b8956a',
  rose: '#d9776f',
  plum: '#5b4b8a',
  teal: '#2e6b6b',
} as const;

export const hairStyles = [
  'short',
  'sidePart',
  'swept',
  'buzz',
  'receding',
  'fringeLong',
  'bob',
  'bun',
  'ponytail',
  'braids',
  'afro',
  'curls',
] as const;

export const extras = [
  'glasses',
  'beard',
  'moustache',
  'earrings',
  'freckles',
  'sunHat',
  'cap',
  'beanie',
  'headscarf',
  'overalls',
  'sprig',
] as const;

export interface PortraitLook {
  skin: keyof typeof skinTones;
  hair: (typeof hairStyles)[number];
  hairColour: keyof typeof hairColours;
  background: keyof typeof backgrounds;
  clothes: keyof typeof clothes;
  /** Glasses, a beard, a hat…, drawn in this order over the face. */
  extras?: (typeof extras)[number][];
  /** The colour of a hat, scarf or overalls (the clothes' colour otherwise). */
  accent?: keyof typeof clothes;
}

/** The hand-drawn portraits in api/media, and who they are of. */
export const handDrawnPortraits: Record<string, string> = {
  'Paul Lindqvist': 'avatar-sage.svg',
  'Owen Gallagher': 'avatar-rowan.svg',
  'Rosa Martinez': 'avatar-juniper.svg',
  'Ellie Thornton': 'avatar-wren.svg',
  'Aaliyah Carter': 'avatar-hazel.svg',
  'Cody Harjo': 'avatar-ash.svg',
};

/** How every other designer looks (by full name). */
export const portraitLooks: Record<string, PortraitLook> = {
  'Hannah Brooks': {
    skin: 'fair',
    hair: 'bun',
    hairColour: 'auburn',
    background: 'straw',
    clothes: 'moss',
    extras: ['freckles', 'sprig'],
  },
  'Diego Ramirez': {
    skin: 'olive',
    hair: 'sidePart',
    hairColour: 'black',
    background: 'apricot',
    clothes: 'denim',
    extras: ['moustache'],
  },
  'Grace Whitfield': {
    skin: 'light',
    hair: 'bob',
    hairColour: 'white',
    background: 'lilac',
    clothes: 'plum',
    extras: ['glasses'],
  },
  'Marcus Bell': {
    skin: 'deep',
    hair: 'buzz',
    hairColour: 'black',
    background: 'sky',
    clothes: 'forest',
    extras: ['beard'],
  },
  'Jasmine Pinckney': {
    skin: 'dark',
    hair: 'braids',
    hairColour: 'black',
    background: 'blush',
    clothes: 'ochre',
    extras: ['earrings'],
  },
  'Tomasz Nowak': {
    skin: 'fair',
    hair: 'receding',
    hairColour: 'brown',
    background: 'mint',
    clothes: 'bark',
    extras: ['glasses', 'moustache'],
  },
  'Renee Jackson': {
    skin: 'brown',
    hair: 'afro',
    hairColour: 'darkBrown',
    background: 'straw',
    clothes: 'teal',
    extras: ['earrings'],
  },
  'Keoni Kahale': {
    skin: 'tan',
    hair: 'swept',
    hairColour: 'black',
    background: 'sea',
    clothes: 'rose',
    extras: ['sprig'],
  },
  'Laura Mitchell': {
    skin: 'light',
    hair: 'ponytail',
    hairColour: 'blonde',
    background: 'sage',
    clothes: 'denim',
  },
  'Ben Whitaker': {
    skin: 'warm',
    hair: 'short',
    hairColour: 'brown',
    background: 'linen',
    clothes: 'forest',
    extras: ['cap'],
    accent: 'rust',
  },
  'Ingrid Solberg': {
    skin: 'fair',
    hair: 'braids',
    hairColour: 'blonde',
    background: 'sky',
    clothes: 'moss',
    extras: ['freckles'],
  },
  'Samuel Okonkwo': {
    skin: 'dark',
    hair: 'buzz',
    hairColour: 'black',
    background: 'apricot',
    clothes: 'plum',
    extras: ['glasses'],
  },
  'Claire Dubois': {
    skin: 'light',
    hair: 'bob',
    hairColour: 'darkBrown',
    background: 'blush',
    clothes: 'teal',
    extras: ['earrings'],
  },
  'Antoine Guidry': {
    skin: 'deep',
    hair: 'short',
    hairColour: 'black',
    background: 'mint',
    clothes: 'ochre',
    extras: ['moustache', 'sprig'],
  },
  'Rachel Goldberg': {
    skin: 'warm',
    hair: 'curls',
    hairColour: 'brown',
    background: 'lilac',
    clothes: 'forest',
    extras: ['glasses'],
  },
  'Mei Chen': {
    skin: 'light',
    hair: 'fringeLong',
    hairColour: 'black',
    background: 'sage',
    clothes: 'rose',
  },
  'Erik Halvorsen': {
    skin: 'fair',
    hair: 'short',
    hairColour: 'blonde',
    background: 'sea',
    clothes: 'bark',
    extras: ['beard'],
  },
  'Nadia Haddad': {
    skin: 'olive',
    hair: 'short',
    hairColour: 'darkBrown',
    background: 'straw',
    clothes: 'plum',
    extras: ['headscarf'],
    accent: 'teal',
  },
  'Luis Ortega': {
    skin: 'tan',
    hair: 'short',
    hairColour: 'darkBrown',
    background: 'linen',
    clothes: 'moss',
    extras: ['sunHat'],
    accent: 'sand',
  },
  'Sophie Marchetti': {
    skin: 'warm',
    hair: 'ponytail',
    hairColour: 'auburn',
    background: 'mint',
    clothes: 'plum',
    extras: ['earrings'],
  },
  'James Whitlock': {
    skin: 'light',
    hair: 'sidePart',
    hairColour: 'grey',
    background: 'sky',
    clothes: 'bark',
    extras: ['glasses'],
  },
  'Amelia Larsen': {
    skin: 'fair',
    hair: 'fringeLong',
    hairColour: 'blonde',
    background: 'apricot',
    clothes: 'forest',
    extras: ['sprig'],
  },
  'Tyrone Williams': {
    skin: 'dark',
    hair: 'short',
    hairColour: 'black',
    background: 'straw',
    clothes: 'denim',
    extras: ['overalls'],
    accent: 'moss',
  },
  'Naomi Sato': {
    skin: 'light',
    hair: 'bun',
    hairColour: 'black',
    background: 'sea',
    clothes: 'rust',
    extras: ['glasses'],
  },
  'Danielle Price': {
    skin: 'brown',
    hair: 'ponytail',
    hairColour: 'darkBrown',
    background: 'lilac',
    clothes: 'forest',
  },
  'Abigail Dunn': {
    skin: 'fair',
    hair: 'curls',
    hairColour: 'auburn',
    background: 'sage',
    clothes: 'ochre',
    extras: ['freckles'],
  },
  'Peter Nakamura': {
    skin: 'warm',
    hair: 'short',
    hairColour: 'grey',
    background: 'linen',
    clothes: 'teal',
    extras: ['beanie'],
    accent: 'rust',
  },
  'Imani Robinson': {
    skin: 'deep',
    hair: 'bun',
    hairColour: 'black',
    background: 'apricot',
    clothes: 'moss',
    extras: ['earrings'],
  },
  'Wesley Harper': {
    skin: 'light',
    hair: 'swept',
    hairColour: 'brown',
    background: 'mint',
    clothes: 'rose',
    extras: ['beard'],
  },
  'Hazel McKinnon': {
    skin: 'fair',
    hair: 'bob',
    hairColour: 'auburn',
    background: 'sky',
    clothes: 'sand',
    extras: ['sunHat'],
    accent: 'forest',
  },
  'Victor Alvarez': {
    skin: 'olive',
    hair: 'receding',
    hairColour: 'grey',
    background: 'blush',
    clothes: 'forest',
    extras: ['beard'],
  },
  'Karin Berg': {
    skin: 'light',
    hair: 'fringeLong',
    hairColour: 'white',
    background: 'sea',
    clothes: 'plum',
    extras: ['earrings'],
  },
  'Lily Andersen': {
    skin: 'fair',
    hair: 'ponytail',
    hairColour: 'brown',
    background: 'blush',
    clothes: 'moss',
    extras: ['overalls'],
    accent: 'denim',
  },
  'Michael Ferris': {
    skin: 'warm',
    hair: 'buzz',
    hairColour: 'brown',
    background: 'sage',
    clothes: 'denim',
    extras: ['glasses', 'beard'],
  },
  'Priscilla Vega': {
    skin: 'tan',
    hair: 'curls',
    hairColour: 'black',
    background: 'straw',
    clothes: 'rust',
    extras: ['earrings', 'sprig'],
  },
  'Andre Baptiste': {
    skin: 'dark',
    hair: 'afro',
    hairColour: 'black',
    background: 'mint',
    clothes: 'teal',
  },
  "Margaret O'Neill": {
    skin: 'light',
    hair: 'bun',
    hairColour: 'grey',
    background: 'linen',
    clothes: 'rose',
    extras: ['glasses'],
  },
  'Kevin Tran': {
    skin: 'warm',
    hair: 'swept',
    hairColour: 'black',
    background: 'lilac',
    clothes: 'ochre',
    extras: ['glasses'],
  },
  'Chloe Tremblay': {
    skin: 'fair',
    hair: 'fringeLong',
    hairColour: 'auburn',
    background: 'sky',
    clothes: 'forest',
    extras: ['beanie'],
    accent: 'ochre',
  },
  'Arjun Mehta': {
    skin: 'brown',
    hair: 'sidePart',
    hairColour: 'black',
    background: 'straw',
    clothes: 'teal',
    extras: ['beard'],
  },
  'Fiona MacLeod': {
    skin: 'fair',
    hair: 'curls',
    hairColour: 'blonde',
    background: 'lilac',
    clothes: 'moss',
    extras: ['freckles', 'earrings'],
  },
  "Liam O'Connor": {
    skin: 'fair',
    hair: 'short',
    hairColour: 'auburn',
    background: 'mint',
    clothes: 'denim',
    extras: ['freckles'],
  },
  'Zara Nguyen': {
    skin: 'light',
    hair: 'bob',
    hairColour: 'black',
    background: 'apricot',
    clothes: 'teal',
    extras: ['sprig'],
  },
  'Jack Whitmore': {
    skin: 'tan',
    hair: 'receding',
    hairColour: 'blonde',
    background: 'sea',
    clothes: 'sand',
    extras: ['sunHat'],
    accent: 'bark',
  },
};

const fullName = (person: Pick<SeedDesigner, 'first_name' | 'last_name'>) =>
  `${person.first_name} ${person.last_name}`;

/** The file of a drawn portrait: `avatar-hannah-brooks.svg`. */
export function drawnPortraitFile(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z]+/g, '-');
  return `avatar-${slug}.svg`;
}

/** A designer's portrait in api/media (hand-drawn or drawn from their look). */
export function portraitFile(person: Pick<SeedDesigner, 'first_name' | 'last_name'>): string {
  const name = fullName(person);
  const file = handDrawnPortraits[name] ?? (portraitLooks[name] ? drawnPortraitFile(name) : null);
  if (!file)
    throw new Error(`${name} has no portrait: add a look to api/seed/designerPortraits.ts`);
  return file;
}
