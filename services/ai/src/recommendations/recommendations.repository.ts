import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  RECOMMENDATION_RETENTION_DAYS,
  type Page,
  type PageQuery,
  type RecommendationSearch,
  type RecommendedWine,
} from '@wine/contracts';
import { findPage, type KeysetSort } from '@wine/nest-common/store';
import { randomUUID } from 'node:crypto';
import { Model, type mongo } from 'mongoose';
import { RecommendationSearchRecord } from './recommendation-search.schema';
import { GroupedInserts, insertManyInto } from './grouped-inserts';

const DAY_MS = 24 * 3600 * 1000;
const NEWEST_FIRST: KeysetSort = [
  ['createdAt', -1],
  ['_id', -1],
];

function toDto(record: RecommendationSearchRecord): RecommendationSearch {
  return {
    id: record._id,
    query: record.query,
    recommendations: cardsOf(record.recommendations),
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * The cards as the store keeps them: JSON text, with a field left undefined written as null, as the
 * driver writes it in a document (so a card reads back as it did when the cards were documents).
 */
export function storedCards(cards: RecommendedWine[]): string {
  return JSON.stringify(cards, (_, value: unknown) => (value === undefined ? null : value));
}

/** The cards of a record: JSON text, or the array itself in records written before. */
export function cardsOf(stored: string | RecommendedWine[]): RecommendedWine[] {
  return typeof stored === 'string' ? (JSON.parse(stored) as RecommendedWine[]) : stored;
}

/** Every query takes the owner's id: a user only ever sees their own searches. */
@Injectable()
export class RecommendationsRepository {
  /** every search's history record: searches answered at the same time share one write */
  private readonly inserts: GroupedInserts<RecommendationSearchRecord>;

  constructor(@InjectModel(RecommendationSearchRecord.name) private readonly searches: Model<RecommendationSearchRecord>) {
    // straight to the driver: no mongoose document and no bulk-write machinery (the fields are the
    // schema's, already the right types)
    this.inserts = new GroupedInserts(
      insertManyInto(this.searches.collection as unknown as mongo.Collection<RecommendationSearchRecord>),
    );
  }

  async record(
    userId: string,
    query: string,
    recommendations: RecommendedWine[],
    engine: string,
    now = new Date(),
  ): Promise<void> {
    await this.inserts.insert({
      _id: randomUUID(),
      userId,
      query,
      recommendations: storedCards(recommendations),
      engine,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RECOMMENDATION_RETENTION_DAYS * DAY_MS),
    });
  }

  /** One page of the user's unexpired searches, newest first (GET /api/recommendations/history). */
  page(userId: string, page: PageQuery, now = new Date()): Promise<Page<RecommendationSearch>> {
    return findPage(this.searches, { userId, expiresAt: { $gt: now } }, NEWEST_FIRST, page, toDto);
  }

  async latest(userId: string, limit: number, now = new Date()): Promise<RecommendationSearch[]> {
    const records = await this.searches
      .find({ userId, expiresAt: { $gt: now } })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<RecommendationSearchRecord[]>();
    return records.map(toDto);
  }

  async purgeUser(userId: string): Promise<number> {
    return (await this.searches.deleteMany({ userId })).deletedCount;
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.searches.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}
