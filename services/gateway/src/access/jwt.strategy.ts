import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ACCESS_TOKEN, AccessTokenClaims } from '@wine/contracts';
import type { Request } from 'express';
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { SessionState } from './session-state';
import { VerifiedTokens } from './verified-tokens';

const bearerTokenOf = ExtractJwt.fromAuthHeaderAsBearerToken();

/** What passport adds to a strategy for the length of one authentication. */
interface PassportActions {
  success(user: AuthUser): void;
  error(err: unknown): void;
}

export interface AuthUser {
  userId: string;
  email: string;
  /** true once the profile was complete when the token was issued, or has been marked complete since (SessionState) */
  profileCompleted: boolean;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly sessions: SessionState,
  ) {
    super({
      jwtFromRequest: bearerTokenOf,
      // a key object, which jsonwebtoken takes as it is (passport-jwt's types say only string or
      // Buffer, and those jsonwebtoken parses again for every token)
      secretOrKey: createPublicKey(readFileSync(config.JWT_PUBLIC_KEY_FILE, 'utf8')) as unknown as string,
      // pinned: 'none' and HMAC-with-the-public-key tokens are refused
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** A token this instance has checked before skips the signature check, not the revocation check. */
  override authenticate(this: JwtStrategy & PassportActions, req: Request, options?: object): void {
    const token = bearerTokenOf(req);
    const claims = token ? this.verified.claimsOf(token) : undefined;
    if (!claims) return super.authenticate(req, options);
    this.userOf(claims).then(
      (user) => this.success(user),
      (err: unknown) => this.error(err),
    );
  }

  /** Called by passport-jwt once a token's signature, issuer, audience and expiry are checked. */
  async validate(req: Request, claims: AccessTokenClaims & { exp?: number }): Promise<AuthUser> {
    const user = await this.userOf(claims);
    const token = bearerTokenOf(req);
    if (token) this.verified.remember(token, claims);
    return user;
  }

  private async userOf(claims: AccessTokenClaims): Promise<AuthUser> {
    // a deleted account, or one whose password changed, is signed out everywhere at once, not when
    // its tokens expire; a token from before profile setup also reads the setup's mark, in the same round trip
    const inToken = claims.profileCompleted === true;
    const state = await this.sessions.tokenState(claims.sub, claims.iatMs ?? (claims.iat ?? 0) * 1000, !inToken);
    if (state.revoked) throw new UnauthorizedException('Unauthorized');
    return { userId: claims.sub, email: claims.email, profileCompleted: inToken || state.profileCompleted };
  }
}
