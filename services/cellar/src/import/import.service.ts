import { Injectable, Logger } from '@nestjs/common';
import {
  IMPORT_PREMIUM_MESSAGE,
  IMPORT_PREVIEW_EXPIRED_MESSAGE,
  type CellarPlan,
  type ConfirmImport,
  type ImportPreview,
  type ImportResult,
} from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { randomUUID } from 'node:crypto';
import { PlansService } from '../plans/plans.service';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { CatalogueMatcherClient } from './catalogue-matcher.client';
import { ImportFileError, readImportFile } from './import-file';
import { ImportPreviews } from './import-previews';
import { ImportedWinesRepository } from './imported-wines.repository';

/** Import (Premium): a CellarTracker or Vivino file previewed with its catalogue matches, then confirmed. */
@Injectable()
export class ImportService {
  private readonly logger = new Logger(ImportService.name);

  constructor(
    private readonly plans: PlansService,
    private readonly matcher: CatalogueMatcherClient,
    private readonly previews: ImportPreviews,
    private readonly wines: ImportedWinesRepository,
    private readonly lists: SavedWinesRepository,
  ) {}

  async preview(userId: string, csv: string, plan?: CellarPlan): Promise<ImportPreview> {
    await this.premiumOnly(userId, plan);
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

  async confirm(userId: string, { importId, lines }: ConfirmImport, plan?: CellarPlan): Promise<ImportResult> {
    await this.premiumOnly(userId, plan);
    // a confirm delivered again after it wrote answers what it wrote
    const done = await this.previews.importedBefore(userId, importId);
    if (done !== null) return { imported: done };
    const preview = await this.previews.find(userId, importId);
    if (!preview) throw rpcError(404, IMPORT_PREVIEW_EXPIRED_MESSAGE);
    const kept = new Set(lines);
    const rows = preview.rows.filter((r) => kept.has(r.line));
    const known = new Set(rows.map((r) => r.line));
    const unknown = lines.find((l) => !known.has(l));
    if (unknown !== undefined) throw rpcError(400, `Line ${unknown} is not a wine of this import`);
    const imported = await this.wines.insertAll(userId, importId, rows, new Date());
    await this.previews.done(userId, importId, imported);
    // the list is rebuilt here, inside the import's longer wait: rebuilding scans the collection on
    // FerretDB, and the cellar page reads the list right after
    await this.lists.listVisible(userId);
    this.logger.log(`import ${importId}: ${imported} wines of ${preview.rows.length} (${preview.format})`);
    return { imported };
  }

  private async premiumOnly(userId: string, plan?: CellarPlan): Promise<void> {
    if ((await this.plans.planOf(userId, plan)) !== 'premium') throw rpcError(403, IMPORT_PREMIUM_MESSAGE, { upgrade: true });
  }
}
