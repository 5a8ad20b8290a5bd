import { Injectable, OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';

// OWASP's argon2id setting (19 MiB, 2 passes, 1 lane): ~25 ms of CPU a check here. The library's
// defaults (64 MiB, 3 passes, 4 lanes) cost ~180 ms, and sign-ins under load queued behind them.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Password hashes; a check costs the same whether or not the account exists. */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  // checked when the e-mail is unknown, so a miss costs the same time as a wrong password
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    this.dummyHash = await argon2.hash('not-a-real-password', OPTIONS);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  /** A hash made with other settings: rewritten at the next sign-in, so every check costs the same. */
  isOutdated(hash: string): boolean {
    return argon2.needsRehash(hash, OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      const ok = await argon2.verify(hash ?? this.dummyHash, password);
      return ok && hash !== null;
    } catch {
      return false;
    }
  }
}
