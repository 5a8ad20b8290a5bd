import { Injectable } from '@nestjs/common';
import type { CellarUsage } from '@wine/contracts';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { UploadsService } from '../uploads/uploads.service';

@Injectable()
export class UsageService {
  constructor(
    private readonly wines: SavedWinesRepository,
    private readonly uploads: UploadsService,
  ) {}

  /** Usage (docs/product-rules.md#quota): visible saved wines, analyses this Melbourne month. */
  async usage(userId: string): Promise<CellarUsage> {
    const [savedWines, uploadedWines] = await Promise.all([
      this.wines.listVisible(userId).then((wines) => wines.length),
      this.uploads.usedThisMonth(userId),
    ]);
    return { savedWines, uploadedWines };
  }
}
