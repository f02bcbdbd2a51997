import { createCookie } from 'react-router';
import { serverConfig } from './config.server.ts';

/**
 * A message to show on the next page (a toast), carried across a redirect in a short-lived cookie:
 * a catalogue key such as `requiresLogin`, or free text.
 */
const flashCookie = () =>
  createCookie('trellis_flash', {
    httpOnly: true,
    secure: serverConfig().secureCookies,
    sameSite: 'lax',
    path: '/',
    maxAge: 60,
  });

export async function setFlash(message: string): Promise<string> {
  return flashCookie().serialize(message);
}

/** Reads the pending flash message, with the header that clears it. */
export async function takeFlash(
  request: Request,
): Promise<{ message: string | null; clear: string | null }> {
  const value = (await flashCookie().parse(request.headers.get('Cookie'))) as unknown;
  if (typeof value !== 'string' || !value) return { message: null, clear: null };
  return { message: value, clear: await flashCookie().serialize('', { maxAge: 0 }) };
}
