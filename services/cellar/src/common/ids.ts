import { Types } from 'mongoose';

/** A record id as the API shows it, or null when it cannot be one (answered 404, never 500). */
export function objectIdOf(id: string): Types.ObjectId | null {
  return /^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null;
}
