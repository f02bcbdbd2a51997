import type { Route } from './+types/preview';
import { LivePreview } from '#site/editor/LivePreview.tsx';
import { requirePreviewAccess } from '#site/editor/previewAccess.server.ts';

/** The live section preview (docs/editor-tools.md): admins only on a production build. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePreviewAccess(request);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Live section preview | Trellis' },
  {
    name: 'description',
    content: 'Paste or edit the JSON of a section or a page and see it rendered as visitors would.',
  },
  { name: 'robots', content: 'noindex' },
];

export default function PreviewRoute() {
  return <LivePreview />;
}
