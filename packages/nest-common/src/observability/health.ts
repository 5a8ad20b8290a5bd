import { Connection } from 'mongoose';

/** 'up' when the service's database answers a ping. */
export async function mongoState(connection: Connection): Promise<'up' | 'down'> {
  try {
    if (connection.readyState !== 1 || !connection.db) return 'down';
    await connection.db.admin().ping();
    return 'up';
  } catch {
    return 'down';
  }
}
