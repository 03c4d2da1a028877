// A minimal OpenID Connect provider on 127.0.0.1 for tests: discovery, JWKS, and a token endpoint
// that checks the client secret and the PKCE verifier and returns an RS256 ID token. The browser
// step (/authorize) is played by the test itself through issueCode().
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the provider hands the browser after the person signs in there. */
  issueCode(authorizationUrl: URL, claims: Record<string, unknown>): string;
  close(): Promise<void>;
}

interface PendingCode {
  claims: Record<string, unknown>;
  codeChallenge: string;
  redirectUri: string;
}

export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const clientId = 'studyhall-test';
  const clientSecret = randomBytes(16).toString('hex');
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  let issuer = '';

  const server: Server = createServer((request, response) => {
    void route(request).then(
      ([status, body]) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });

  async function route(request: IncomingMessage): Promise<[number, unknown]> {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path === '/.well-known/openid-configuration') return [200, discoveryDocument(issuer)];
    if (path === '/jwks') return [200, { keys: [jwk] }];
    if (path === '/token' && request.method === 'POST') return token(new URLSearchParams(await readBody(request)));
    return [404, { error: 'not_found' }];
  }

  async function token(form: URLSearchParams): Promise<[number, unknown]> {
    const pending = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return [401, { error: 'invalid_client' }];
    if (!pending || form.get('redirect_uri') !== pending.redirectUri) return [400, { error: 'invalid_grant' }];
    const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
    if (challenge !== pending.codeChallenge) return [400, { error: 'invalid_grant', error_description: 'PKCE' }];
    const idToken = await signIdToken(privateKey, issuer, clientId, pending.claims);
    return [200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken }];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    issuer,
    clientId,
    clientSecret,
    issueCode(authorizationUrl, claims) {
      const code = randomBytes(16).toString('hex');
      const params = authorizationUrl.searchParams;
      codes.set(code, { claims, codeChallenge: params.get('code_challenge') ?? '', redirectUri: params.get('redirect_uri') ?? '' });
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_post'],
  };
}

function signIdToken(key: CryptoKey, issuer: string, audience: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(String(claims.sub ?? claims.email))
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
