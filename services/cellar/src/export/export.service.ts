import { Injectable } from '@nestjs/common';
import type { CellarExport } from '@wine/contracts';
import { Clock } from '../common/clock';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { UploadsRepository } from '../uploads/uploads.repository';
import { cellarCsv } from './cellar-csv';

@Injectable()
export class ExportService {
  constructor(
    private readonly wines: SavedWinesRepository,
    private readonly uploads: UploadsRepository,
    private readonly clock: Clock,
  ) {}

  /** The bottles still in the cellar as CSV, named by today's date. */
  async exportCsv(userId: string): Promise<CellarExport> {
    const [saved, uploads] = await Promise.all([this.wines.listVisible(userId), this.uploads.allVisible(userId)]);
    const today = (await this.clock.now(userId)).toISOString().slice(0, 10);
    return { filename: `my-cellar-${today}.csv`, csv: cellarCsv(saved, uploads) };
  }
}
