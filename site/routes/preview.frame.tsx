import type { Route } from './+types/preview.frame';
import { PreviewFrame } from '#site/editor/PreviewFrame.tsx';
import { requirePreviewAccess } from '#site/editor/previewAccess.server.ts';

/** What the live preview's frame shows: only the sections the editor sends it, in no layout. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePreviewAccess(request);
  return null;
}

/** Its notifications region is named apart from the editor's around it (axe: unique landmarks). */
export const handle = { toastsLabel: 'Preview notifications' };

export const meta: Route.MetaFunction = () => [
  { title: 'Section preview frame | Trellis' },
  { name: 'description', content: 'The rendering frame of the live section preview.' },
  { name: 'robots', content: 'noindex' },
];

export default function PreviewFrameRoute() {
  return <PreviewFrame />;
}
