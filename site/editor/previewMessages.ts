import type { PageSectionWire } from '#src/lib/api/types.ts';
import type { RevealMode } from '#site/page/PageSections.tsx';

/**
 * The live preview's editor and its frame talk with `postMessage`, same origin only: the editor sends
 * what to render, the frame says when it is ready. Nothing leaves the browser.
 */
export interface PreviewRenderMessage {
  kind: 'trellis-preview:render';
  sections: PageSectionWire[];
  reveal: RevealMode;
}

export interface PreviewReadyMessage {
  kind: 'trellis-preview:ready';
}

export function isRenderMessage(data: unknown): data is PreviewRenderMessage {
  const message = data as Partial<PreviewRenderMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.kind === 'trellis-preview:render' &&
    Array.isArray(message.sections)
  );
}

export function isReadyMessage(data: unknown): data is PreviewReadyMessage {
  return (data as Partial<PreviewReadyMessage> | null)?.kind === 'trellis-preview:ready';
}
