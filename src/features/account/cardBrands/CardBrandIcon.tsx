import type { ReactNode } from 'react';
import { cardBrandLabel, cardBrandOf, type CardBrand } from './cardBrand.ts';
import * as styles from './CardBrandIcon.css.ts';

// Simple marks drawn for the project (not the networks' artwork). The fills are the networks' own
// colours, which identify a card at a glance: they belong to the brand, not to the site's theme.
const marks: Record<CardBrand, ReactNode> = {
  visa: (
    <>
      <rect width="48" height="32" rx="4" fill="#1a1f71" />
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="13"
        fontWeight="700"
        fontStyle="italic"
        fontFamily="Arial, sans-serif"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="32" rx="4" fill="#252525" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      <path d="M24 8.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill="#ff5f00" />
    </>
  ),
  'american-express': (
    <>
      <rect width="48" height="32" rx="4" fill="#2e77bc" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="10"
        fontWeight="700"
        fontFamily="Arial, sans-serif"
      >
        AMEX
      </text>
    </>
  ),
  jcb: (
    <>
      <rect width="48" height="32" rx="4" fill="#ffffff" stroke="#cac8c1" />
      <rect x="9" y="7" width="9" height="18" rx="3" fill="#0e4c96" />
      <rect x="19.5" y="7" width="9" height="18" rx="3" fill="#e21836" />
      <rect x="30" y="7" width="9" height="18" rx="3" fill="#009f4d" />
      <text
        x="24"
        y="19.5"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="7"
        fontWeight="700"
        fontFamily="Arial, sans-serif"
      >
        J C B
      </text>
    </>
  ),
  discover: (
    <>
      <rect width="48" height="32" rx="4" fill="#ffffff" stroke="#cac8c1" />
      <path d="M20 32h24a4 4 0 0 0 4-4V18C40 26 30 30.5 20 32z" fill="#f48120" />
      <text
        x="6"
        y="18"
        fill="#231f20"
        fontSize="7.5"
        fontWeight="700"
        fontFamily="Arial, sans-serif"
      >
        DISC
      </text>
      <circle cx="30" cy="15.5" r="3.6" fill="#f48120" />
      <text
        x="35"
        y="18"
        fill="#231f20"
        fontSize="7.5"
        fontWeight="700"
        fontFamily="Arial, sans-serif"
      >
        V
      </text>
    </>
  ),
  maestro: (
    <>
      <rect width="48" height="32" rx="4" fill="#ffffff" stroke="#cac8c1" />
      <circle cx="19" cy="16" r="9" fill="#0099df" />
      <circle cx="29" cy="16" r="9" fill="#eb001b" />
      <path d="M24 8.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill="#7375cf" />
    </>
  ),
  cirrus: (
    <>
      <rect width="48" height="32" rx="4" fill="#ffffff" stroke="#cac8c1" />
      <circle cx="19" cy="16" r="9" fill="#0b2a6f" />
      <circle cx="29" cy="16" r="9" fill="#00a6e2" />
      <path d="M24 8.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill="#0066b3" />
    </>
  ),
  generic: (
    <>
      <rect width="48" height="32" rx="4" fill="#e4e3df" stroke="#767470" />
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
