import { useContext } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { earlyClicksScript } from './earlyClicks.ts';
import './earlyClicks.css.ts';

/**
 * The inline script that holds clicks made before hydration and plays them again after it
 * (earlyClicks.ts, docs/decisions/030). First in the head: an inline script after a stylesheet would
 * wait for it. It carries the answer's nonce (the server's router context has it; in the browser the
 * attribute reads empty, hence suppressHydrationWarning, as React Router's own scripts do).
 */
export function EarlyClicks() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: earlyClicksScript }}
    />
  );
}
