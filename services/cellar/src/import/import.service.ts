import { Injectable, Logger } from '@nestjs/common';
import { IMPORT_PREVIEW_EXPIRED_MESSAGE, type ConfirmImport, type ImportPreview, type ImportResult } from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { randomUUID } from 'node:crypto';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { CatalogueMatcherClient } from './catalogue-matcher.client';
import { ImportFileError, readImportFile } from './import-file';
import { ImportPreviews } from './import-previews';
import type { ImportPreviewRecord } from './import-preview.schema';
import { ImportedWinesRepository } from './imported-wines.repository';

// a confirm that finds another writing the same import waits for its answer, within the caller's deadline
const CONFIRM_POLL_MS = 200;
const CONFIRM_WAIT_MS = 8000;
export const IMPORT_CONFIRMING_MESSAGE = 'This import is still being saved: look in your cellar in a moment';

/** Import (Premium): a CellarTracker or Vivino file previewed with its catalogue matches, then confirmed. */
@Injectable()
export class ImportService {
  private readonly logger = new Logger(ImportService.name);

  constructor(
    private readonly matcher: CatalogueMatcherClient,
    private readonly previews: ImportPreviews,
    private readonly wines: ImportedWinesRepository,
    private readonly lists: SavedWinesRepository,
  ) {}

  async preview(userId: string, csv: string): Promise<ImportPreview> {
    let file;
    try {
      file = await readImportFile(csv);
    } catch (err) {
      if (err instanceof ImportFileError) throw rpcError(400, err.message);
      throw err;
    }
    const matches = await this.matcher.match(
      file.rows.map((r) => ({ producer: r.producer, wineName: r.wineName, varietal: r.varietal, region: r.region })),
    );
    const rows = file.rows.map((row, i) => ({ ...row, match: matches[i] ?? null }));
    const preview = { importId: randomUUID(), format: file.format, rows, matched: rows.filter((r) => r.match).length };
    await this.previews.keep(userId, preview);
    return preview;
  }

  /**
   * Writes the ticked rows, once: of confirms sent at once (a double click, a retry, a script) one
   * takes the preview and writes; the others wait for its answer and give the same one. The rows'
   * unique key (member, import, line) holds even if two ever wrote.
   */
  async confirm(userId: string, { importId, lines }: ConfirmImport): Promise<ImportResult> {
    const claim = await this.previews.claim(userId, importId);
    if (!claim.claimed) return this.answerOf(userId, importId, claim.record);
    const { preview } = claim;
    let imported: number;
    try {
      const kept = new Set(lines);
      const rows = preview.rows.filter((r) => kept.has(r.line));
      const known = new Set(rows.map((r) => r.line));
      const unknown = lines.find((l) => !known.has(l));
      if (unknown !== undefined) throw rpcError(400, `Line ${unknown} is not a wine of this import`);
      imported = await this.wines.insertAll(userId, importId, rows, new Date());
    } catch (err) {
      await this.previews.release(userId, importId);
      throw err;
    }
    this.logger.log(`import ${importId}: ${imported} wines of ${preview.rows.length} (${preview.format})`);
    await this.tidyUp(userId, importId, imported);
    return { imported };
  }

  /**
   * After the wines are in: the preview marked done (and its rows dropped from the bucket), and the
   * list rebuilt. Neither may fail an import that happened: under load (the chaos soak) a slow store
   * or MinIO here answered 503 for imports whose wines were saved, and a member who saw it would
   * import again. A preview left 'confirming' answers a second confirm 409 until it expires.
   */
  private async tidyUp(userId: string, importId: string, imported: number): Promise<void> {
    try {
      await this.previews.done(userId, importId, imported);
      // the list is rebuilt here, inside the import's longer wait: rebuilding scans the collection on
      // FerretDB, and the cellar page reads the list right after
      await this.lists.listVisible(userId);
    } catch (err) {
      this.logger.warn(`import ${importId} is saved; tidying up after it failed: ${(err as Error).message}`);
    }
  }

  /** A confirm that did not take the preview: the answer of the one that did (waiting for it), or 404. */
  private async answerOf(userId: string, importId: string, record: ImportPreviewRecord | null): Promise<ImportResult> {
    for (let waited = 0; record?.state === 'confirming' && waited < CONFIRM_WAIT_MS; waited += CONFIRM_POLL_MS) {
      await new Promise((r) => setTimeout(r, CONFIRM_POLL_MS));
      record = await this.previews.find(userId, importId);
    }
    if (record?.state === 'done' && record.imported !== null) return { imported: record.imported };
    if (record?.state === 'confirming') throw rpcError(409, IMPORT_CONFIRMING_MESSAGE);
    throw rpcError(404, IMPORT_PREVIEW_EXPIRED_MESSAGE);
  }
}
