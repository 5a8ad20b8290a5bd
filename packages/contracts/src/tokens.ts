// Access tokens: identity signs with its private key; the gateway verifies with the public key only.
export const ACCESS_TOKEN = {
  algorithm: 'ES256',
  issuer: 'cellar-door-identity',
  audience: 'cellar-door-api',
  // short-lived: a stolen token is useful for minutes, refresh rotation does the rest
  ttlSeconds: 15 * 60,
} as const;

export interface AccessTokenClaims {
  sub: string; // user id
  email: string;
  // the gateway's age gate trusts this once set; tokens without it ask identity
  profileCompleted?: boolean;
  // issued-at, epoch seconds (set by the signer): tokens issued before a password change are refused
  iat?: number;
}
