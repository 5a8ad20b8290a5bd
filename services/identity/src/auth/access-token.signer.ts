import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN, AccessTokenClaims } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import { createPrivateKey, KeyObject, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { IdentityConfig } from '../config';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs short-lived ES256 access tokens; only identity holds the private key. */
@Injectable()
export class AccessTokenSigner {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: IdentityConfig) {
    this.key = createPrivateKey(readFileSync(config.JWT_PRIVATE_KEY_FILE));
  }

  sign(claims: AccessTokenClaims): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT' });
    const payload = base64url({
      ...claims,
      iss: ACCESS_TOKEN.issuer,
      aud: ACCESS_TOKEN.audience,
      iat: now,
      exp: now + ACCESS_TOKEN.ttlSeconds,
    });
    // JWS wants the raw r||s signature, not DER
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: this.key, dsaEncoding: 'ieee-p1363' });
    return `${header}.${payload}.${signature.toString('base64url')}`;
  }
}
