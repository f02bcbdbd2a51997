import { requireAccount } from '#site/server/guard.server.ts';

/**
 * The live preview is open to everyone while developing (`npm run dev`); a production build lets only
 * admins in: visitors go to /login, other accounts get 403 'You are unauthorized to view this page'.
 */
export const previewOpenToAll: boolean = import.meta.env.DEV;

export async function requirePreviewAccess(
  request: Request,
  { openToAll = previewOpenToAll }: { openToAll?: boolean } = {},
): Promise<void> {
  if (openToAll) return;
  await requireAccount(request, { roles: ['admin'] });
}
