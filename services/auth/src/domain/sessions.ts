// The part of the shared session store (platform/sessions.ts) the use cases need.
export interface SessionPort {
  create(userId: string): Promise<{ sid: string }>;
  destroy(sid: string): Promise<void>;
}

/**
 * A sign-in always gets a fresh session id, and any session the browser sent along is destroyed,
 * so an id planted before sign-in (session fixation) is worthless afterwards.
 */
export async function startSession(sessions: SessionPort, userId: string, previousSid: string | undefined): Promise<string> {
  if (previousSid) await sessions.destroy(previousSid);
  const { sid } = await sessions.create(userId);
  return sid;
}
