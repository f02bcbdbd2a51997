import { use } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { earlyClicksScript } from './earlyClicks.ts';
import './earlyClicks.css.ts';

/**
 * The inline script that holds clicks made before hydration and plays them again after it
 * (earlyClicks.ts, docs/decisions/030). First in the head: an inline script after a stylesheet would
 * wait for it. It carries the answer's nonce, from the server's router context.
 *
 * Only the server writes it: in the browser it has run long before hydration, and React skips an
 * element it does not expect in the head (as it does third-party scripts), so the browser's bundle
 * carries neither the element nor the script's source.
 */
export function EarlyClicks() {
  if (!import.meta.env.SSR) return null;
  const nonce = use(UNSAFE_FrameworkContext)?.nonce;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyClicksScript() }} />;
}
