import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ACCESS_TOKEN, AccessTokenClaims } from '@wine/contracts';
import { readFileSync } from 'node:fs';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { SessionState } from './session-state';

export interface AuthUser {
  userId: string;
  email: string;
  /** from the token: true once the profile was complete when it was issued */
  profileCompleted: boolean;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly sessions: SessionState,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: readFileSync(config.JWT_PUBLIC_KEY_FILE, 'utf8'),
      // pinned: 'none' and HMAC-with-the-public-key tokens are refused
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser> {
    // a deleted account is signed out everywhere at once, not when its tokens expire
    if (await this.sessions.isRevoked(claims.sub)) throw new UnauthorizedException('Unauthorized');
    return { userId: claims.sub, email: claims.email, profileCompleted: claims.profileCompleted === true };
  }
}
