// auth's internal user lookup as the contract describes it (@studyhall/api-contracts/internal-users),
// for social-feed's component tests: students "registered in auth" whose UserRegistered event has
// not reached social-feed. The real route is tested in auth (routes/internal-routes.test.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_AUDIENCE, INTERNAL_USER_CALLERS, type InternalUser } from '@studyhall/api-contracts/internal-users';
import { verifyInternalToken } from '@studyhall/platform';

export interface AuthStandIn {
  url: string;
  users: Map<string, InternalUser>;
  /** The ids it was asked about, in order. */
  lookups: string[];
  /** While true it answers 500, as a broken auth would. */
  failing: boolean;
  /** The key social-feed signs its tokens with (known once the app is up). */
  tokenKey?: Uint8Array;
  close(): Promise<void>;
}

export async function startAuthStandIn(): Promise<AuthStandIn> {
  const standIn: AuthStandIn = { url: '', users: new Map(), lookups: [], failing: false, close: async () => undefined };
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const id = decodeURIComponent(request.url?.match(/^\/internal\/users\/([^/?]+)$/)?.[1] ?? '');
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const identity = standIn.tokenKey && (await verifyInternalToken(standIn.tokenKey, token, AUTH_AUDIENCE).catch(() => undefined));
    if (!identity) return answer(401, { message: 'Authentication required' });
    if (!INTERNAL_USER_CALLERS.includes(identity.userId)) return answer(403, { message: 'Only services may look users up' });
    standIn.lookups.push(id);
    if (standIn.failing) return answer(500, { message: 'Something went wrong' });
    const user = standIn.users.get(id);
    return user ? answer(200, user) : answer(404, { message: 'User not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}
