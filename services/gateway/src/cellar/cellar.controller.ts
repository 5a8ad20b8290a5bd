import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import {
  ANALYTICS_PREMIUM_MESSAGE,
  PATTERNS,
  cellarListQuerySchema,
  type CellarListQuery,
  type Page,
  saveWineSchema,
  type CellarAnalytics,
  type CellarExport,
  type SaveWine,
  type SavedWine,
  type SaveWineResult,
  cellarAnalyticsSchema,
  savedWineSchema,
  cellarBottleSchema,
  openBottleSchema,
  openedBottleSchema,
  tastingSchema,
  updateBottleSchema,
  drinkingPlanSchema,
  type DrinkingPlan,
  type CellarBottle,
  type OpenBottle,
  type OpenedBottle,
  type Tasting,
  type UpdateBottle,
  type PageQuery,
  pageQuerySchema,
  type LinkCatalogueWine,
  linkCatalogueWineSchema,
} from '@wine/contracts';
import type { Request, Response } from 'express';
import { answerPage, PageQueryPipe } from '../common/paging';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ServiceClient } from '../infra/service-client';
import { PlanLookup } from '../infra/plan-lookup';
import { z } from 'zod';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { RequiresPremium } from '../access/requires-premium';
import { ProductRoute } from '../access/route-access';

/** Cellar routes: the cellar service owns the data and the rules; this only authenticates and validates. */
@Controller('cellar')
@ProductRoute()
export class CellarController {
  constructor(
    private readonly services: ServiceClient,
    private readonly plans: PlanLookup,
  ) {}

  /**
   * Your saved wines, found, sorted and filtered a page at a time (docs/product-rules.md#finding-wines-in-the-cellar):
   * the body is the page's wines, the next page is in `Link`, the total in `X-Total-Count`.
   */
  @Get()
  @ApiDoc({
    summary:
      'Your saved wines: q, sort, order, type, readiness, location, source, limit, cursor; next page in Link, total in X-Total-Count',
    response: z.array(savedWineSchema),
  })
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodBodyPipe(cellarListQuerySchema)) query: CellarListQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SavedWine[]> {
    const page = await this.services.send<Page<SavedWine>>('cellar', PATTERNS.cellar.savedQuery, { userId: user.userId, query });
    return answerPage(req, res, page);
  }

  /** 201 with the new item; 200 with the existing one when the same catalogue wine is saved again. */
  @Post('save')
  @ApiDoc({
    summary: 'Save a wine (201); the same catalogue wine again answers 200 with the saved one',
    response: savedWineSchema,
    alsoResponds: { 200: savedWineSchema },
  })
  async save(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(saveWineSchema)) wine: SaveWine,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SavedWine> {
    const plan = await this.plans.planOf(user.userId);
    const result = await this.services.send<SaveWineResult>('cellar', PATTERNS.cellar.savedSave, {
      userId: user.userId,
      plan,
      wine,
    });
    res.status(result.created ? 201 : 200);
    return result.wine;
  }

  @Get('analytics')
  @RequiresPremium(ANALYTICS_PREMIUM_MESSAGE)
  @ApiDoc({ summary: 'Cellar analytics (Premium)', response: cellarAnalyticsSchema })
  async analytics(@CurrentUser() user: AuthUser): Promise<CellarAnalytics> {
    return this.services.send('cellar', PATTERNS.cellar.analytics, { userId: user.userId });
  }

  @Get('export')
  @ApiDoc({ summary: 'Your cellar as a CSV file', response: 'text/csv' })
  async export(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<string> {
    const file = await this.services.send<CellarExport>('cellar', PATTERNS.cellar.exportCsv, { userId: user.userId });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    return file.csv;
  }

  @Get('plan')
  @ApiDoc({ summary: 'Your drinking plan: each bottle with a vintage, its window and group', response: drinkingPlanSchema })
  plan(@CurrentUser() user: AuthUser): Promise<DrinkingPlan> {
    return this.services.send('cellar', PATTERNS.cellar.drinkingPlan, { userId: user.userId });
  }

  @Get('tastings')
  @ApiDoc({
    summary: 'Your tasting journal: every bottle opened, newest first (paged: Link rel="next", X-Total-Count)',
    response: z.array(tastingSchema),
    query: pageQuerySchema,
  })
  async journal(
    @CurrentUser() user: AuthUser,
    @Query(new PageQueryPipe()) page: PageQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Tasting[]> {
    const found = await this.services.send<Page<Tasting>>('cellar', PATTERNS.cellar.tastingsJournal, {
      userId: user.userId,
      page,
    });
    return answerPage(req, res, found);
  }

  /** The bottle facts of a saved or analysed wine (quantity, price, location, size, notes). */
  @Patch(':id')
  @ApiDoc({ summary: 'Edit the bottles of a cellar item (saved or analysed)', response: cellarBottleSchema })
  updateBottle(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body(new ZodBodyPipe(updateBottleSchema)) changes: UpdateBottle,
  ): Promise<CellarBottle> {
    return this.services.send('cellar', PATTERNS.cellar.bottleUpdate, { userId: user.userId, id, changes });
  }

  @Post(':id/open')
  @ApiDoc({
    summary: 'Open a bottle: one fewer in the cellar and a tasting entry (409 when none is left)',
    response: openedBottleSchema,
  })
  open(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body(new ZodBodyPipe(openBottleSchema)) tasting: OpenBottle,
  ): Promise<OpenedBottle> {
    return this.services.send('cellar', PATTERNS.cellar.bottleOpen, { userId: user.userId, id, tasting });
  }

  /** "Find this wine": an imported row kept as written, linked to the catalogue wine the member picked. */
  @Post(':id/link')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Link an imported wine kept as written to a catalogue wine (404 not yours, 409 already linked)',
    response: savedWineSchema,
  })
  link(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body(new ZodBodyPipe(linkCatalogueWineSchema)) link: LinkCatalogueWine,
  ): Promise<SavedWine> {
    return this.services.send('cellar', PATTERNS.cellar.savedLink, { userId: user.userId, id, link });
  }

  @Get(':id/tastings')
  @ApiDoc({
    summary: 'The tastings of one cellar item, newest first (paged: Link rel="next", X-Total-Count)',
    response: z.array(tastingSchema),
    query: pageQuerySchema,
  })
  async tastingsOf(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Query(new PageQueryPipe()) page: PageQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Tasting[]> {
    const found = await this.services.send<Page<Tasting>>('cellar', PATTERNS.cellar.tastingsOfItem, {
      userId: user.userId,
      id,
      page,
    });
    return answerPage(req, res, found);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiDoc({ summary: 'Remove a saved wine', response: null })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.services.send('cellar', PATTERNS.cellar.savedDelete, { userId: user.userId, id });
  }
}
