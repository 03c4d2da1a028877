import type { SessionPort } from './sessions.js';

/** Ends the session server-side, so the cookie is worthless even if a copy of it survives. */
export async function signOut(sessions: SessionPort, sid: string | undefined): Promise<void> {
  if (sid) await sessions.destroy(sid);
}
