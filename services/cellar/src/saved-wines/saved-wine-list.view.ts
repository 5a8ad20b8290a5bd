import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { SavedWine } from '@wine/contracts';
import { Connection } from 'mongoose';
import { isDuplicateKey } from '../common/mongo-errors';

interface SavedWineListDocument {
  _id: string; // userId
  // bumped after every change to the user's saved wines
  version: number;
  // the version `wines` was read at (-1: never built)
  builtFrom: number;
  // when `wines` was read (epoch ms)
  builtAt?: number;
  wines: SavedWine[];
}

/**
 * A user's visible saved wines, newest first, kept as one document read by _id. FerretDB 1.24 on
 * SQLite pushes down only _id filters, so a query by userId scans the whole collection (explain:
 * filterPushdown false) and GET /api/cellar would cost every user's wines. Writers bump `version`
 * after they change the data; a reader rebuilds when `builtFrom` lags and stores the rebuild only
 * if no write came in meanwhile, so a stale list is never kept (and none is trusted for longer than a
 * minute, in case a writer died between its write and its bump).
 */
// A write whose version bump never happened (its process died between the two) or was lost to a
// concurrent update would leave the list stale until the next change: no list is trusted longer.
const MAX_AGE_MS = 60_000;

@Injectable()
export class SavedWineListView {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private views() {
    return this.connection.collection<SavedWineListDocument>('saved_wine_views');
  }

  /** Call after every change to the user's saved wines. */
  async changed(userId: string): Promise<void> {
    const bump = () =>
      this.views().updateOne({ _id: userId }, { $inc: { version: 1 }, $setOnInsert: { builtFrom: -1 } }, { upsert: true });
    try {
      await bump();
    } catch (err) {
      // two upserts of a new view raced: the document exists now, so the increment applies
      if (!isDuplicateKey(err)) throw err;
      await bump();
    }
  }

  async read(userId: string, rebuild: () => Promise<SavedWine[]>): Promise<SavedWine[]> {
    const view = await this.views().findOne({ _id: userId });
    const fresh = view?.builtAt !== undefined && Date.now() - view.builtAt < MAX_AGE_MS;
    if (view && fresh && view.builtFrom === view.version && Array.isArray(view.wines)) return view.wines;
    const version = view?.version ?? 0;
    // read after the version: every write counted in it is in this list
    const wines = await rebuild();
    try {
      // (FerretDB drops an array given in $setOnInsert, so the list is always written with $set)
      if (!view) await this.views().updateOne({ _id: userId }, { $setOnInsert: { version, builtFrom: -1 } }, { upsert: true });
      await this.views().updateOne({ _id: userId, version }, { $set: { wines, builtFrom: version, builtAt: Date.now() } });
    } catch (err) {
      // created by a writer meanwhile: the next read rebuilds
      if (!isDuplicateKey(err)) throw err;
    }
    return wines;
  }

  async forget(userId: string): Promise<void> {
    await this.views().deleteOne({ _id: userId });
  }
}
