import { Injectable, OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): tens of milliseconds per check. */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  // checked when the e-mail is unknown, so a miss costs the same time as a wrong password
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    this.dummyHash = await argon2.hash('not-a-real-password', { type: argon2.argon2id });
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
