// `node --import tsx scripts/draw-portraits.ts`: draws the demo designers' portraits from their looks
// (api/seed/designerPortraits.ts) into api/media, in the style of the hand-drawn ones: a 400 × 400
// head and shoulders on a light ground. `scripts/draw-portraits.test.ts` draws them again in memory
// and fails when a committed file differs.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  backgrounds,
  clothes,
  drawnPortraitFile,
  hairColours,
  portraitLooks,
  skinTones,
  type PortraitLook,
} from '#api/seed/designerPortraits.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const portraitsDir = path.join(root, 'api/media');

const ink = '#2b1d16';
const gold = '#e9c46a';
const leaf = '#8fbf6a';

type Layers = { back: string[]; front: string[] };

/** The hair: what falls behind the head and neck, and what lies over the forehead. */
function hair(style: PortraitLook['hair'], colour: string): Layers {
  const fill = (shape: string) => shape.replace(/^<(\w+)/, `<$1 fill="${colour}"`);
  const top = fill('<path d="M126 150c6-64 142-64 148 0-26-22-122-22-148 0z"/>');
  switch (style) {
    case 'short':
      return { back: [], front: [top] };
    case 'sidePart':
      return {
        back: [],
        front: [fill('<path d="M126 158c-6-80 150-90 148-4-20-30-60-44-148 4z"/>')],
      };
    case 'swept':
      return {
        back: [],
        front: [fill('<path d="M126 152c8-78 152-74 146 8-30-48-92-40-146-8z"/>')],
      };
    case 'buzz':
      return {
        back: [],
        front: [fill('<path opacity=".85" d="M132 136c6-52 130-52 136 0-24-14-112-14-136 0z"/>')],
      };
    case 'receding':
      return {
        back: [],
        front: [fill('<path d="M128 166c-6-34 6-50 18-56v56zm144 0c6-34-6-50-18-56v56z"/>')],
      };
    case 'fringeLong':
      return {
        back: [fill('<path d="M110 180c-10-110 190-130 180 0l16 150H94z"/>')],
        front: [fill('<path d="M128 160c0-70 144-80 144-6-40-36-104-36-144 6z"/>')],
      };
    case 'bob':
      return {
        back: [fill('<path d="M114 178c-8-108 180-108 172 0l4 84H110z"/>')],
        front: [fill('<path d="M128 150c4-66 140-66 144 0-40-24-104-24-144 0z"/>')],
      };
    case 'bun':
      return { back: [fill('<circle cx="200" cy="80" r="34"/>')], front: [top] };
    case 'ponytail':
      return { back: [fill('<ellipse cx="282" cy="200" rx="24" ry="60"/>')], front: [top] };
    case 'braids':
      return {
        back: [
          fill('<path d="M112 150h26v180a13 13 0 0 1-26 0zm150 0h26v180a13 13 0 0 1-26 0z"/>'),
        ],
        front: [top],
      };
    case 'afro':
      return { back: [fill('<circle cx="200" cy="150" r="106"/>')], front: [] };
    case 'curls':
      return {
        back: [],
        front: [
          `<g fill="${colour}"><circle cx="136" cy="130" r="26"/><circle cx="166" cy="96" r="26"/><circle cx="200" cy="86" r="26"/><circle cx="234" cy="96" r="26"/><circle cx="264" cy="130" r="26"/><circle cx="124" cy="168" r="22"/><circle cx="276" cy="168" r="22"/></g>`,
        ],
      };
  }
}

/** What is worn or grown over the face and head, in the order of the look's list. */
function extra(name: NonNullable<PortraitLook['extras']>[number], look: PortraitLook): string {
  const hairColour = hairColours[look.hairColour];
  const accent = clothes[look.accent ?? look.clothes];
  switch (name) {
    case 'glasses':
      return `<g fill="none" stroke="${ink}" stroke-width="5"><circle cx="174" cy="168" r="18"/><circle cx="226" cy="168" r="18"/><path d="M192 168h16"/></g>`;
    case 'beard':
      return `<path d="M136 196c10 70 118 70 128 0-20 20-108 20-128 0z" fill="${hairColour}"/>`;
    case 'moustache':
      return `<path d="M176 202q24-16 48 0q-24 8-48 0z" fill="${hairColour}"/>`;
    case 'earrings':
      return `<g fill="${gold}"><circle cx="128" cy="204" r="7"/><circle cx="272" cy="204" r="7"/></g>`;
    case 'freckles':
      return `<g fill="#b5763f" opacity=".7"><circle cx="156" cy="192" r="3"/><circle cx="166" cy="198" r="3"/><circle cx="150" cy="200" r="3"/><circle cx="244" cy="192" r="3"/><circle cx="234" cy="198" r="3"/><circle cx="250" cy="200" r="3"/></g>`;
    case 'sunHat':
      return `<ellipse cx="200" cy="110" rx="130" ry="24" fill="${gold}"/><path d="M136 110c0-56 128-56 128 0z" fill="${gold}"/><rect x="136" y="92" width="128" height="12" fill="${accent}"/>`;
    case 'cap':
      return `<path d="M128 140c0-64 144-64 144 0z" fill="${accent}"/><rect x="200" y="128" width="96" height="14" rx="7" fill="${accent}"/>`;
    case 'beanie':
      return `<path d="M126 136c0-74 148-74 148 0z" fill="${accent}"/><rect x="122" y="124" width="156" height="22" rx="11" fill="${accent}"/><circle cx="200" cy="64" r="14" fill="${accent}"/>`;
    case 'headscarf':
      // Its back is drawn behind the face in place of the hair (see drawPortrait).
      return `<path d="M128 150c4-66 140-66 144 0-40-24-104-24-144 0z" fill="${accent}"/>`;
    case 'overalls':
      return `<g fill="${accent}"><path d="M150 330h100v70H150z"/><rect x="140" y="272" width="16" height="70" rx="6"/><rect x="244" y="272" width="16" height="70" rx="6"/></g>`;
    case 'sprig':
      return `<path d="M250 330c20-40 60-40 70-10-30-4-50 6-70 10z" fill="${leaf}"/>`;
  }
}

/** One portrait, titled with the person's name (the alt text of the picture opened on its own). */
export function drawPortrait(name: string, look: PortraitLook): string {
  const skin = skinTones[look.skin];
  const worn = look.extras ?? [];
  // A headscarf hides the hair and frames the face down to the shoulders.
  const { back, front } = worn.includes('headscarf')
    ? {
        back: [
          `<path d="M110 270c-34-160 30-214 90-214s124 54 90 214z" fill="${clothes[look.accent ?? look.clothes]}"/>`,
        ],
        front: [],
      }
    : hair(look.hair, hairColours[look.hairColour]);
  // Clothes go under the neck; a beard, moustache and freckles under the eyes and mouth; glasses,
  // earrings and hats over everything.
  const layerOf = (item: (typeof worn)[number]) =>
    item === 'overalls' || item === 'sprig'
      ? 'clothes'
      : item === 'beard' || item === 'moustache' || item === 'freckles'
        ? 'skin'
        : 'top';
  const onClothes = worn.filter((item) => layerOf(item) === 'clothes');
  const onSkin = worn.filter((item) => layerOf(item) === 'skin');
  const onTop = worn.filter((item) => layerOf(item) === 'top');
  // A mouth drawn in ink would vanish in a dark beard.
  const mouth = worn.includes('beard') ? '#e8a3a0' : ink;
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">`,
    `  <title>${name.replace(/'/g, '’')}, garden designer</title>`,
    `  <rect width="400" height="400" fill="${backgrounds[look.background]}"/>`,
    `  <path d="M60 400c0-90 60-140 140-140s140 50 140 140z" fill="${clothes[look.clothes]}"/>`,
    ...onClothes.map((item) => `  ${extra(item, look)}`),
    ...back.map((shape) => `  ${shape}`),
    `  <rect x="176" y="220" width="48" height="50" rx="20" fill="${skin}"/>`,
    `  <ellipse cx="200" cy="170" rx="72" ry="84" fill="${skin}"/>`,
    ...front.map((shape) => `  ${shape}`),
    ...onSkin.map((item) => `  ${extra(item, look)}`),
    `  <g fill="${ink}"><circle cx="174" cy="168" r="7"/><circle cx="226" cy="168" r="7"/></g>`,
    `  <path d="M176 214q24 18 48 0" stroke="${mouth}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    ...onTop.map((item) => `  ${extra(item, look)}`),
    `</svg>`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Every drawn portrait: file name → SVG. */
export function drawPortraits(): Map<string, string> {
  return new Map(
    Object.entries(portraitLooks).map(([name, look]) => [
      drawnPortraitFile(name),
      drawPortrait(name, look),
    ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, svg] of drawPortraits()) writeFileSync(path.join(portraitsDir, file), svg);
  console.log(`Drew ${drawPortraits().size} portraits into api/media.`);
}
