import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { backgroundColors, type AccountWire } from '#src/lib/api/types.ts';
import { SectionFrame } from '#src/lib/sectionKit/SectionFrame.tsx';
import { FakeSession, fakeAccount } from '#src/testing/FakeSession.tsx';

// Frames for the directory cards' stories: a card is shown at a grid cell's width on a section band.

const cell = { width: '300px', maxWidth: '100%', marginInline: 'auto' } as const;

/** A card at a grid cell's width, on a beige band (the card sections' default). */
export function InCell({ children }: { children: ReactNode }) {
  return (
    <SectionFrame type="directory-card" background="beige">
      <div style={cell}>{children}</div>
    </SectionFrame>
  );
}

/** The same content on each band: white, beige, green and pink. */
export function OnEveryBand({ children }: { children: ReactNode }) {
  return (
    <>
      {backgroundColors.map((background) => (
        <SectionFrame key={background} type="directory-card" background={background}>
          <div style={cell}>{children}</div>
        </SectionFrame>
      ))}
    </>
  );
}

/** Cards side by side, as a grid shows them. */
export function CardRow({ children }: { children: ReactNode }) {
  return (
    <SectionFrame type="directory-card" background="beige">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          gap: '1.5rem',
          paddingInline: '1.25rem',
        }}
      >
        {children}
      </div>
    </SectionFrame>
  );
}

/** The account of the signed-in stories: Sam, with these favourite coaches. */
export function signedInAs(favorites: number[] = []): AccountWire {
  return fakeAccount({ favorite_coaches: favorites.map((id) => ({ id })) });
}

/** Signs the story in (a fake session) as `account`. */
export function withAccount(account: AccountWire): Decorator {
  return function SignedIn(Story) {
    return (
      <FakeSession account={account}>
        <Story />
      </FakeSession>
    );
  };
}
