import { loadConfig, serviceConfig } from '@studyhall/platform';
import { z } from 'zod';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

export const authConfigSchema = z.object({
  PORT: serviceConfig.port(8081),
  LOG_LEVEL: serviceConfig.LOG_LEVEL,
  MONGO_URL: serviceConfig.MONGO_URL,
  MONGO_DB: z.string().min(1).default('studyhall-auth'),
  REDIS_URL: serviceConfig.REDIS_URL,
  KAFKA_BROKERS: serviceConfig.KAFKA_BROKERS,
  KAFKA_CLIENT_ID: z.string().default('auth'),
  INTERNAL_TOKEN_SECRET: serviceConfig.INTERNAL_TOKEN_SECRET,
  SESSION_TTL_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 60 * 60),
  // Sign-in lockout: this many failures per email + IP inside the window → 429 until it ends.
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  // People searches per student per minute (GET /api/users/search).
  // The Redis sorted set of total scores behind globalRank (tests use one of their own).
  LEADERBOARD_KEY: z.string().min(1).default('auth:leaderboard'),
  SEARCH_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // The browser-facing origin (the gateway), used for the OIDC redirect URI; else the request's own.
  PUBLIC_URL: optionalUrl,
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** OIDC is on only when all three variables are set; otherwise /api/login goes to the web sign-in page. */
export function oidcSettings(config: AuthConfig): OidcSettings | undefined {
  const { OIDC_ISSUER_URL: issuerUrl, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config;
  return issuerUrl && clientId && clientSecret ? { issuerUrl, clientId, clientSecret } : undefined;
}

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}
