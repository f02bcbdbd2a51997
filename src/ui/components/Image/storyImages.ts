import { palette } from '#src/ui/theme/tokens.ts';

// Small inline SVG pictures for stories and tests: no network, no binary files, any size.

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A simple garden scene (sky, hills, raised beds) of the given intrinsic size. */
export function gardenScene(width = 1200, height = 800): string {
  const bed = (x: number) =>
    `<rect x="${x}" y="${height * 0.62}" width="${width * 0.22}" height="${height * 0.18}" rx="${width * 0.01}" fill="${palette.pinkDark}"/>` +
    Array.from(
      { length: 4 },
      (_, i) =>
        `<circle cx="${x + width * (0.03 + i * 0.053)}" cy="${height * 0.6}" r="${width * 0.022}" fill="${palette.green}"/>`,
    ).join('');
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="${palette.beige}"/>` +
      `<ellipse cx="${width * 0.3}" cy="${height}" rx="${width * 0.6}" ry="${height * 0.45}" fill="${palette.greenLight}"/>` +
      `<ellipse cx="${width * 0.85}" cy="${height}" rx="${width * 0.5}" ry="${height * 0.35}" fill="${palette.greenLight}"/>` +
      `<circle cx="${width * 0.82}" cy="${height * 0.22}" r="${Math.min(width, height) * 0.08}" fill="${palette.pink}"/>` +
      bed(width * 0.12) +
      bed(width * 0.42) +
      bed(width * 0.72) +
      `</svg>`,
  );
}

/** A square head-and-shoulders portrait placeholder. */
export function portrait(size = 500, background: string = palette.pink): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
      `<rect width="100" height="100" fill="${background}"/>` +
      `<circle cx="50" cy="40" r="18" fill="${palette.greenDark}"/>` +
      `<ellipse cx="50" cy="95" rx="34" ry="28" fill="${palette.green}"/>` +
      `</svg>`,
  );
}
