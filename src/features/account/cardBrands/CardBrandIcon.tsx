import type { ReactNode } from 'react';
import { cardBrandLabel, cardBrandOf, type CardBrand } from './cardBrand.ts';
import * as styles from './CardBrandIcon.css.ts';

/** The card's outline: a filled rounded rectangle, with an edge where the fill is white. */
function CardShape({ fill, stroke }: { fill: string; stroke?: string }) {
  return <rect width="48" height="32" rx="4" fill={fill} stroke={stroke} />;
}

/** The brand's name in bold, centred on `x` unless it starts there. */
function Word({
  children,
  x,
  y,
  size,
  fill,
  start = false,
  italic = false,
}: {
  children: string;
  x: number;
  y: number;
  size: number;
  fill: string;
  start?: boolean;
  italic?: boolean;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={start ? undefined : 'middle'}
      fill={fill}
      fontSize={size}
      fontWeight="700"
      fontStyle={italic ? 'italic' : undefined}
      fontFamily="Arial, sans-serif"
    >
      {children}
    </text>
  );
}

/** Two overlapping rings and the lens where they meet (Mastercard, Maestro, Cirrus). */
function Rings({ left, right, lens }: { left: string; right: string; lens: string }) {
  return (
    <>
      <circle cx="19" cy="16" r="9" fill={left} />
      <circle cx="29" cy="16" r="9" fill={right} />
      <path d="M24 8.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill={lens} />
    </>
  );
}

const white = '#ffffff';
const edge = '#cac8c1';

// Simple marks drawn for the project (not the networks' artwork). The fills are the networks' own
// colours, which identify a card at a glance: they belong to the brand, not to the site's theme.
const marks: Record<CardBrand, ReactNode> = {
  visa: (
    <>
      <CardShape fill="#1a1f71" />
      <Word x={24} y={21} size={13} fill={white} italic>
        VISA
      </Word>
    </>
  ),
  mastercard: (
    <>
      <CardShape fill="#252525" />
      <Rings left="#eb001b" right="#f79e1b" lens="#ff5f00" />
    </>
  ),
  'american-express': (
    <>
      <CardShape fill="#2e77bc" />
      <Word x={24} y={20} size={10} fill={white}>
        AMEX
      </Word>
    </>
  ),
  jcb: (
    <>
      <CardShape fill={white} stroke={edge} />
      <rect x="9" y="7" width="9" height="18" rx="3" fill="#0e4c96" />
      <rect x="19.5" y="7" width="9" height="18" rx="3" fill="#e21836" />
      <rect x="30" y="7" width="9" height="18" rx="3" fill="#009f4d" />
      <Word x={24} y={19.5} size={7} fill={white}>
        J C B
      </Word>
    </>
  ),
  discover: (
    <>
      <CardShape fill={white} stroke={edge} />
      <path d="M20 32h24a4 4 0 0 0 4-4V18C40 26 30 30.5 20 32z" fill="#f48120" />
      <Word x={6} y={18} size={7.5} fill="#231f20" start>
        DISC
      </Word>
      <circle cx="30" cy="15.5" r="3.6" fill="#f48120" />
      <Word x={35} y={18} size={7.5} fill="#231f20" start>
        V
      </Word>
    </>
  ),
  maestro: (
    <>
      <CardShape fill={white} stroke={edge} />
      <Rings left="#0099df" right="#eb001b" lens="#7375cf" />
    </>
  ),
  cirrus: (
    <>
      <CardShape fill={white} stroke={edge} />
      <Rings left="#0b2a6f" right="#00a6e2" lens="#0066b3" />
    </>
  ),
  generic: (
    <>
      <CardShape fill="#e4e3df" stroke="#767470" />
      <rect y="7" width="48" height="6" fill="#767470" />
      <rect x="6" y="20" width="16" height="3" rx="1.5" fill="#767470" />
    </>
  ),
};

export interface CardBrandIconProps {
  /** The brand as the card provider names it ('Visa', 'amex', 'American Express'…). */
  brand: string;
  className?: string;
}

/** A small picture of the card's brand, named for screen readers ("Visa", "American Express"). */
export function CardBrandIcon({ brand, className }: CardBrandIconProps) {
  const label = cardBrandLabel(brand);
  return (
    <svg
      viewBox="0 0 48 32"
      role="img"
      aria-label={label}
      focusable="false"
      className={[styles.icon, className].filter(Boolean).join(' ')}
    >
      <title>{label}</title>
      {marks[cardBrandOf(brand)]}
    </svg>
  );
}
