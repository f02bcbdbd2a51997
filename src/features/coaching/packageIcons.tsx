import type { ReactNode } from 'react';

/**
 * The session packages' icons, by order (docs/spec/features.md §2.10): Roots, Pot, Gardener, then
 * again. Drawn for Trellis in the text colour; decorative, so hidden from assistive technology.
 */
function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A seedling above the soil line with its roots spreading below. */
export function RootsIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M24 22V8" />
      <path d="M24 14c-2-4-6-6-10-5 0 4 4 7 10 5Z" />
      <path d="M24 11c2-4 6-5 9-4 0 4-4 6-9 4Z" />
      <path d="M8 22h32" />
      <path d="M24 22v8l-6 6M24 30l6 5M24 26l-8 2-3 5M24 27l8 1 3 5M24 34v8" />
    </Icon>
  );
}

/** A plant pot with a rim and a sprout. */
export function PotIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M10 24h28v5H10z" />
      <path d="M13 29l3 13h16l3-13" />
      <path d="M24 24V12" />
      <path d="M24 17c-2-4-6-6-10-5 0 4 4 7 10 5Z" />
      <path d="M24 14c2-5 7-7 11-6 0 5-5 8-11 6Z" />
    </Icon>
  );
}

/** A gardener's watering can, pouring. */
export function GardenerIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M12 20h20v18a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2Z" />
      <path d="M12 24c-5 0-7 4-5 8s5 4 5 4" />
      <path d="M32 27l9-11" />
      <path d="M39 13l5 5" />
      <path d="M16 20c0-5 3-8 6-8s6 3 6 8" />
      <path d="M44 24v3M40 26v3M44 31v3" />
    </Icon>
  );
}

export const packageIcons = [RootsIcon, PotIcon, GardenerIcon] as const;

/** The icon of the package at a position: Roots, Pot, Gardener, Roots… */
export function packageIconAt(index: number) {
  return packageIcons[((index % packageIcons.length) + packageIcons.length) % packageIcons.length]!;
}
