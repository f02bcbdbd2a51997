// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Route modules hold handlers: what two areas share lives in a domain module of api/ or in api/http/
// (docs/decisions/039-reference-api-modules.md), so no route module imports another.
const routesDir = import.meta.dirname;
const routeModules = readdirSync(routesDir).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

/** The modules a file imports or re-exports from, as written. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms)].map(
    (match) => match[1]!,
  );
}

describe('api/routes', () => {
  it('holds route modules that import no other route module', () => {
    const wrong = routeModules.flatMap((file) =>
      importsOf(readFileSync(path.join(routesDir, file), 'utf8'))
        .filter((from) => from.startsWith('./') || /^(\.\.\/)+routes\//.test(from))
        .map((from) => `${file} → ${from}`),
    );
    expect(wrong).toEqual([]);
  });

  it('holds route modules that run no SQL themselves (their domain modules do)', () => {
    const wrong = routeModules.filter((file) =>
      /\b(?:db|tx)\.(?:query|exec|sql)\b/.test(readFileSync(path.join(routesDir, file), 'utf8')),
    );
    expect(wrong).toEqual([]);
  });

  it('holds only route modules (each exports its routes)', () => {
    const others = routeModules.filter(
      (file) =>
        !/export function \w+Routes\(/.test(readFileSync(path.join(routesDir, file), 'utf8')),
    );
    expect(others).toEqual([]);
  });
});
