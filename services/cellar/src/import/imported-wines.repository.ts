import { Injectable } from '@nestjs/common';
import { DEFAULT_BOTTLE, type ImportRow } from '@wine/contracts';
import { Types } from 'mongoose';
import { isDuplicateKey } from '@wine/nest-common';
import { varietyOfGrape } from '../common/grapes';
import { unlimitedSlot } from '../common/slots';
import { SavedWineListView } from '../saved-wines/saved-wine-list.view';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';

/**
 * Writes an import's wines into the saved-wine collection (through its repository), all or none. FerretDB (1.x) has no
 * transactions: ordered inserts in batches, and on any failure the wines already written are
 * deleted by their import id before the error goes on. (A query by user scans the collection on
 * FerretDB, so the look-ups here run only on the failure path.)
 */
/**
 * Rows per insert: each batch is its own round trip, well inside the store's 4 s operation deadline
 * (STORE_DEADLINES). One 5,000-document insert took longer than that on a busy local store, and the
 * timeout opened the store breaker for every user.
 */
export const IMPORT_BATCH_SIZE = 500;

@Injectable()
export class ImportedWinesRepository {
  constructor(
    private readonly wines: SavedWinesRepository,
    private readonly view: SavedWineListView,
  ) {}

  countOf(userId: string, importId: string): Promise<number> {
    return this.wines.countImported(userId, importId);
  }

  async insertAll(userId: string, importId: string, rows: ImportRow[], createdAt: Date): Promise<number> {
    const docs = rows.map((row) => {
      const _id = new Types.ObjectId();
      const match = row.match;
      return {
        _id,
        userId,
        // a matched row takes the catalogue's name, type and region; an unmatched one stays as written
        wineName: match?.wineName ?? row.wineName,
        wineType: match?.wineType ?? row.wineType,
        region: match?.region ?? row.region,
        vintage: row.vintage,
        description: '',
        priceRange: '',
        abv: '',
        rating: row.rating,
        source: 'imported' as const,
        catalogueWineId: match?.catalogueWineId ?? null,
        // each imported bottle is its own item (the same wine in two vintages is two rows)
        dedupeKey: `import:${importId}:${row.line}`,
        // imports are Premium: no Free slot
        slot: unlimitedSlot(String(_id)),
        hidden: false,
        createdAt,
        importId,
        quantity: row.quantity,
        purchasePrice: row.purchasePrice,
        purchaseDate: row.purchaseDate,
        location: row.location,
        size: DEFAULT_BOTTLE.size,
        notes: row.notes,
        producer: row.producer,
        // the grape as the file names it, read for the drinking window (Syrah is Shiraz's window)
        grape: row.varietal || (varietyOfGrape(row.wineName)?.name ?? ''),
        drinkFrom: row.yourWindow?.start ?? null,
        drinkTo: row.yourWindow?.end ?? null,
      };
    });
    try {
      // the rows were checked when the file was read: no second validation of 5,000 documents
      for (let start = 0; start < docs.length; start += IMPORT_BATCH_SIZE) {
        await this.wines.insertImported(docs.slice(start, start + IMPORT_BATCH_SIZE));
      }
      return docs.length;
    } catch (err) {
      // this import's own key met: a delivery that wrote every row died before answering
      const written = isDuplicateKey(err) ? await this.countOf(userId, importId) : 0;
      if (written === docs.length) return written;
      await this.wines.deleteImported(userId, importId);
      throw err;
    } finally {
      await this.view.changed(userId);
    }
  }
}
