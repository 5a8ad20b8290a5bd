import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN, AccessTokenClaims } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import { createHash, createHmac, createPrivateKey, KeyObject, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { IdentityConfig } from '../config';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs short-lived ES256 access tokens; only identity holds the private key. */
@Injectable()
export class AccessTokenSigner {
  private readonly key: KeyObject;
  // a secret only identity holds, separate in purpose from the signing key itself
  private readonly successorKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: IdentityConfig) {
    this.key = createPrivateKey(readFileSync(config.JWT_PRIVATE_KEY_FILE));
    this.successorKey = createHash('sha256')
      .update('refresh-token-successor:')
      .update(this.key.export({ type: 'pkcs8', format: 'der' }))
      .digest();
  }

  /**
   * The token a refresh token rotates into, derived from it: two tabs presenting the same token
   * within the grace window get the same successor, with no plaintext token stored anywhere.
   */
  successorOf(refreshToken: string): string {
    return createHmac('sha256', this.successorKey).update(refreshToken).digest('base64url');
  }

  sign(claims: AccessTokenClaims): string {
    const nowMs = Date.now();
    const now = Math.floor(nowMs / 1000);
    const header = base64url({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT' });
    const payload = base64url({
      ...claims,
      iss: ACCESS_TOKEN.issuer,
      aud: ACCESS_TOKEN.audience,
      iat: now,
      iatMs: nowMs,
      exp: now + ACCESS_TOKEN.ttlSeconds,
    });
    // JWS wants the raw r||s signature, not DER
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: this.key, dsaEncoding: 'ieee-p1363' });
    return `${header}.${payload}.${signature.toString('base64url')}`;
  }
}
