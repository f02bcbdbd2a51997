// `node --import tsx scripts/build-us-map.ts`: writes the US map's sprite and its geometry-free
// metadata from us-atlas (US Census Bureau cartographic boundaries, already projected to Albers USA).
// `scripts/build-us-map.test.ts` re-runs it in memory and fails when the committed files differ.
// See docs/decisions/017-us-map.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoPath } from 'd3-geo';
import * as prettier from 'prettier';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { usStates } from '#src/lib/forms/regions.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** Where the generated files go, relative to the repository. */
export const usMapOutputs = {
  sprite: 'src/ui/components/UsMap/us-states.svg',
  module: 'src/ui/components/UsMap/usMapShapes.ts',
} as const;

/** us-atlas draws into a 975 × 610 box; coordinates are written on a grid of half units. */
const atlasWidth = 975;
const atlasHeight = 610;
const grid = 2;
const width = atlasWidth * grid;
const height = atlasHeight * grid;

/**
 * States too small to point at on a phone get a labelled chip off the east coast, in this order
 * (north to south), joined to the state by a line.
 */
const calloutStates = ['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC'] as const;
const chip = { width: 80, height: 40, gap: 8, margin: 8 };

type Point = [number, number];
type Ring = Point[];

/** A ring on the grid: rounded, without repeated points; null when nothing is left of it. */
function gridRing(ring: readonly number[][]): Ring | null {
  const points: Ring = [];
  for (const [x = 0, y = 0] of ring) {
    const point: Point = [Math.round(x * grid), Math.round(y * grid)];
    const last = points.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  const [first] = points;
  const last = points.at(-1);
  if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1]) {
    points.pop();
  }
  if (points.length < 3) return null;
  // Islands west of the box (the far Aleutians) would never be seen.
  if (points.every(([x]) => x < 0)) return null;
  return points;
}

/** A ring as path data with relative moves: `M x,y l dx,dy dx,dy … z`, the shortest plain form. */
function ringPath(ring: Ring): string {
  const pair = (x: number, y: number) => `${x}${y < 0 ? '' : ','}${y}`;
  const [[x0, y0] = [0, 0], ...rest] = ring;
  let d = `M${pair(x0, y0)}l`;
  let [px, py] = [x0, y0];
  rest.forEach(([x, y], index) => {
    const dx = x - px;
    d += `${index > 0 && dx >= 0 ? ' ' : ''}${pair(dx, y - py)}`;
    [px, py] = [x, y];
  });
  return `${d}z`;
}

function polygonsOf(geometry: GeoJSON.Geometry): number[][][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  throw new Error(`Unexpected geometry ${geometry.type} in us-atlas.`);
}

interface StateShape {
  code: string;
  d: string;
  centre: Point;
  rings: Ring[];
}

function stateShapes(topology: Topology<{ states: GeometryCollection<{ name: string }> }>) {
  const codeByName = new Map(usStates.map((state) => [state.label, state.value]));
  const collection = feature(topology, topology.objects.states);
  const path = geoPath();
  const byCode = new Map<string, StateShape>();
  for (const state of collection.features) {
    const name = state.properties?.name ?? '';
    const code = codeByName.get(name);
    if (!code) throw new Error(`us-atlas has a state "${name}" that regions.ts does not list.`);
    const rings = polygonsOf(state.geometry)
      .flat()
      .map(gridRing)
      .filter((ring): ring is Ring => ring !== null);
    const [cx, cy] = path.centroid(state);
    byCode.set(code, {
      code,
      rings,
      d: rings.map(ringPath).join(''),
      centre: [Math.round(cx * grid), Math.round(cy * grid)],
    });
  }
  // Alphabetical by name, as regions.ts lists them: the order screen readers meet them in.
  return usStates.map(({ value, label }) => {
    const shape = byCode.get(value);
    if (!shape) throw new Error(`us-atlas has no shape for ${label}.`);
    return shape;
  });
}

/** Chips in a column at the right edge, below any land that reaches that far east (Maine). */
function calloutPositions(shapes: readonly StateShape[]): Map<string, Point> {
  const x = width - chip.margin - chip.width;
  const landBottom = Math.max(
    ...shapes.flatMap((shape) =>
      shape.rings.flat().flatMap(([px, py]) => (px >= x - chip.margin ? [py] : [])),
    ),
  );
  const positions = new Map<string, Point>();
  let y = landBottom + chip.margin;
  for (const code of calloutStates) {
    const centre = shapes.find((shape) => shape.code === code)!.centre;
    // Level with the state where there is room, never above the previous chip.
    y = Math.max(y, centre[1] - chip.height / 2);
    positions.set(code, [x, y]);
    y += chip.height + chip.gap;
  }
  return positions;
}

function spriteSvg(shapes: readonly StateShape[], atlasVersion: string): string {
  const paths = shapes.map(
    (shape) => `<path id="${shape.code}" vector-effect="non-scaling-stroke" d="${shape.d}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    `<!-- Generated by scripts/build-us-map.ts from us-atlas ${atlasVersion} states-albers-10m.json`,
    '     (US Census Bureau cartographic boundaries; ISC). Do not edit. No fill is set here: the map',
    '     colours each state on its <use>. -->',
    ...paths,
    '</svg>',
    '',
  ].join('\n');
}

function metadataModule(
  shapes: readonly StateShape[],
  callouts: Map<string, Point>,
  atlasVersion: string,
) {
  const entries = shapes.map((shape) => {
    const callout = callouts.get(shape.code);
    return `${shape.code}: { centre: [${shape.centre.join(', ')}]${
      callout ? `, callout: [${callout.join(', ')}]` : ''
    } },`;
  });
  return `// Generated by \`node --import tsx scripts/build-us-map.ts\` from us-atlas ${atlasVersion}
// (US Census Bureau boundaries, Albers USA). Do not edit: change the script and run it again.
// The shapes themselves are in us-states.svg, never in script.

/** The map's coordinate space: the sprite's paths and every point below are in it. */
export const usMapSize = { width: ${width}, height: ${height} } as const;

/** A callout chip's size, for the states listed with a \`callout\`. */
export const usMapCallout = { width: ${chip.width}, height: ${chip.height} } as const;

export interface UsMapState {
  /** The middle of the state's shape (its area's centroid): where arrow keys measure from. */
  centre: readonly [number, number];
  /** For states too small to point at: the top left corner of their chip off the east coast. */
  callout?: readonly [number, number];
}

const states = {
${entries.join('\n')}
} as const satisfies Record<string, UsMapState>;

/** The postal code of a state or DC, as \`src/lib/forms/regions.ts\` has it. */
export type UsMapStateCode = keyof typeof states;

/** Every state and DC by postal code, alphabetical by name. */
export const usMapStates: Readonly<Record<UsMapStateCode, UsMapState>> = states;
`;
}

export interface UsMapBuild {
  sprite: string;
  module: string;
}

/** Builds both files in memory. */
export async function buildUsMap(): Promise<UsMapBuild> {
  const topology = JSON.parse(
    readFileSync(require.resolve('us-atlas/states-albers-10m.json'), 'utf8'),
  ) as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const atlasVersion = (
    JSON.parse(readFileSync(require.resolve('us-atlas/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const shapes = stateShapes(topology);
  const filepath = path.join(root, usMapOutputs.module);
  const options = await prettier.resolveConfig(filepath);
  return {
    sprite: spriteSvg(shapes, atlasVersion),
    module: await prettier.format(metadataModule(shapes, calloutPositions(shapes), atlasVersion), {
      ...options,
      filepath,
    }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildUsMap().then(
    (built) => {
      writeFileSync(path.join(root, usMapOutputs.sprite), built.sprite);
      writeFileSync(path.join(root, usMapOutputs.module), built.module);
      console.log(
        `build-us-map: wrote ${usMapOutputs.sprite} (${Buffer.byteLength(built.sprite)} bytes) and ${usMapOutputs.module}.`,
      );
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
