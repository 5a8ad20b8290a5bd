import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { abuseMetrics } from '@wine/nest-common';
import { createHash } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { GatewayRedis } from '../infra/gateway-redis';
import { type RateLimit, RateLimiter } from '../rate-limit/rate-limiter';

// Failed sign-ins per address, across accounts: a person mistypes a few times; guessing needs
// thousands. Per account, the steps below slow the addresses that fail, never the owner's.
const LOGIN_IP_LIMIT: RateLimit = { name: 'login:ip', limit: 20, windowSeconds: 15 * 60 };
// A refresh token is used once per rotation (a few times more by racing tabs); many uses are a replay.
const REFRESH_TOKEN_LIMIT: RateLimit = { name: 'refresh:token', limit: 10, windowSeconds: 60 };

// Failed sign-ins of one account, from anywhere, within the window: a person mistypes a few times.
const ACCOUNT_FAILURES_BEFORE_DELAY = 5;
const WINDOW_MS = 15 * 60_000;
// Past that, each address waits before its next try, twice as long after each of its failures: a
// guesser on one address slows to a crawl, while the owner on another address signs in at once.
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = WINDOW_MS;

// The account's ceiling, from every address together: a guesser spread over thousands of addresses
// gets 50 failures an hour (counted until an hour after the last one); past that every address,
// the owner's too, waits 1 s, 2 s, 4 s… (at most 10 min) after the account's last failure. The
// owner is not locked out: a password reset (its own limits) lifts the wait (accountRecovered).
export const ACCOUNT_FAILURES_PER_HOUR = 50;
const HOUR_MS = 60 * 60_000;
const ACCOUNT_FIRST_DELAY_MS = 1000;
const ACCOUNT_MAX_DELAY_MS = 10 * 60_000;

// One step, so parallel guesses cannot all pass before any counts: refuses (answering the wait in
// ms, and 2 for the account's ceiling or 1 for this address) when the account is past its hourly
// ceiling and its last failure was too recent, or when the account is past its few failures and
// this address's last try was too recent; otherwise counts the try as a failure until it proves
// right (succeeded() gives it back).
// KEYS: account counter, (account, address) hash, account's hour hash. ARGV: now, window, failures
// before delay, first delay, max delay, hour, failures per hour, account first delay, account max delay.
const ATTEMPT = `
local hourly = tonumber(redis.call('HGET', KEYS[3], 'n') or '0')
if hourly >= tonumber(ARGV[7]) then
  local delay = math.min(tonumber(ARGV[8]) * 2 ^ (hourly - tonumber(ARGV[7])), tonumber(ARGV[9]))
  local wait = tonumber(redis.call('HGET', KEYS[3], 'at') or '0') + delay - tonumber(ARGV[1])
  if wait > 0 then return { math.ceil(wait), 2 } end
end
local failures = tonumber(redis.call('GET', KEYS[1]) or '0')
local mine = tonumber(redis.call('HGET', KEYS[2], 'n') or '0')
if failures >= tonumber(ARGV[3]) and mine > 0 then
  local delay = math.min(tonumber(ARGV[4]) * 2 ^ (mine - 1), tonumber(ARGV[5]))
  local wait = tonumber(redis.call('HGET', KEYS[2], 'at') or '0') + delay - tonumber(ARGV[1])
  if wait > 0 then return { math.ceil(wait), 1 } end
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
redis.call('HINCRBY', KEYS[2], 'n', 1)
redis.call('HSET', KEYS[2], 'at', ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
redis.call('HINCRBY', KEYS[3], 'n', 1)
redis.call('HSET', KEYS[3], 'at', ARGV[1])
redis.call('PEXPIRE', KEYS[3], ARGV[6])
return { 0, 0 }`;

// The try was not a failure: the account and the address get it back (never below zero).
const GIVE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
if tonumber(redis.call('HGET', KEYS[2], 'n') or '0') > 0 then redis.call('HINCRBY', KEYS[2], 'n', -1) end
if tonumber(redis.call('HGET', KEYS[3], 'n') or '0') > 0 then redis.call('HINCRBY', KEYS[3], 'n', -1) end
return 1`;

/**
 * The limits of the two routes whose counting depends on the outcome (@LimitedInHandler): failed
 * sign-ins per address, per account and per (account, address), and refreshes per token and per
 * address. A stranger who fails on purpose cannot lock the owner out: past the account's few free
 * failures, only the addresses that failed are slowed; past its 50 an hour, every address waits,
 * and a password reset lets the owner straight back in. An address is an IPv6 /64 (limitSourceOf).
 */
@Injectable()
export class SignInThrottle {
  private readonly refreshIpLimit: RateLimit;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly redis: GatewayRedis,
    private readonly limiter: RateLimiter,
  ) {
    this.refreshIpLimit = { name: 'refresh:ip', limit: config.REFRESHES_PER_IP_PER_MINUTE, windowSeconds: 60 };
  }

  /**
   * Counts a try before the password is checked, each count in one atomic step so parallel guesses
   * cannot slip past; 429 saying when to retry if this address must wait.
   */
  async attempt(email: string, ip: string): Promise<void> {
    await this.limiter.hit(LOGIN_IP_LIMIT, ip).catch((err: unknown) => {
      if (err instanceof HttpException && err.getStatus() === 429) abuseMetrics.signInRefusals.inc({ reason: 'address' });
      throw err;
    });
    await this.attemptOnAccount(email, ip).catch(async (err: unknown) => {
      await this.limiter.release(LOGIN_IP_LIMIT, ip).catch(() => undefined);
      throw err;
    });
  }

  /** Counts one use of a refresh token and one refresh of the address; 429 past either limit. */
  async refresh(refreshToken: string, ip: string): Promise<void> {
    await this.limiter.hitAll([
      [REFRESH_TOKEN_LIMIT, createHash('sha256').update(refreshToken).digest('base64url')],
      [this.refreshIpLimit, ip],
    ]);
  }

  private async attemptOnAccount(email: string, ip: string): Promise<void> {
    const [waitMs, which] = (await this.redis.failClosed((redis) =>
      redis.eval(
        ATTEMPT,
        3,
        ...keys(email, ip),
        Date.now(),
        WINDOW_MS,
        ACCOUNT_FAILURES_BEFORE_DELAY,
        FIRST_DELAY_MS,
        MAX_DELAY_MS,
        HOUR_MS,
        ACCOUNT_FAILURES_PER_HOUR,
        ACCOUNT_FIRST_DELAY_MS,
        ACCOUNT_MAX_DELAY_MS,
      ),
    )) as [number, number];
    if (waitMs <= 0) return;
    abuseMetrics.signInRefusals.inc({ reason: which === 2 ? 'account-ceiling' : 'account-address' });
    throw tooManyAttempts(Math.ceil(waitMs / 1000));
  }

  /** Signed in: this address starts afresh, and the try is no failure of the account. */
  async succeeded(email: string, ip: string): Promise<void> {
    const [account, mine, hour] = keys(email, ip);
    await Promise.all([
      this.redis.failClosed((redis) => redis.multi().eval(GIVE_BACK, 3, account, mine, hour).del(mine).exec()),
      this.limiter.release(LOGIN_IP_LIMIT, ip),
    ]);
  }

  /** The password was never checked (a service was unavailable): the try does not count. */
  async giveBack(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.redis.failClosed((redis) => redis.eval(GIVE_BACK, 3, ...keys(email, ip))),
      this.limiter.release(LOGIN_IP_LIMIT, ip),
    ]);
  }

  /**
   * The owner proved the account theirs with a password-reset link: the account's failures are
   * forgotten, so the new password signs in at once from anywhere, however many guesses came before.
   */
  async accountRecovered(email: string): Promise<void> {
    const [account, , hour] = keys(email, '');
    await this.redis.failClosed((redis) => redis.del(account, hour));
  }
}

function keys(email: string, ip: string): [account: string, mine: string, hour: string] {
  const account = email.toLowerCase();
  return [`signin:account:${account}`, `signin:address:${ip}:${account}`, `signin:account-hour:${account}`];
}

function tooManyAttempts(retryAfterSeconds: number): HttpException {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const when =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new HttpException(
    { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: `Too many attempts. Please try again in ${when}.`, retryAfterSeconds },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
