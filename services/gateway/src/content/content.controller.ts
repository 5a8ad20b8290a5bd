import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import {
  ContactMessage,
  contactMessageSchema,
  ContactReceipt,
  EmailSignup,
  emailSignupSchema,
  EmailSignupResult,
  HelpArticle,
  PATTERNS,
  contactReceiptSchema,
  emailSignupResultSchema,
  helpArticleSchema,
} from '@wine/contracts';
import { JsonText } from '@wine/nest-common';
import type { GrapeVariety, StateGroup } from '@wine/wine-knowledge';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import type { RateLimit as LimitRule } from '../rate-limit/rate-limiter';
import { ServiceClient } from '../infra/service-client';
import { grapeVarietySchema, stateGroupSchema } from '@wine/wine-knowledge';
import { z } from 'zod';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { PublicRoute, RateLimit, Unmetered } from '../access/route-access';

// Static content changes only with a deploy: browsers may reuse it for 5 minutes, then revalidate by ETag.
const CACHEABLE = 'public, max-age=300';
// A person writes a handful of messages; a script writes hundreds.
const CONTACT_LIMIT: LimitRule = { name: 'contact:ip', limit: 5, windowSeconds: 15 * 60 };
const WAITLIST_LIMIT: LimitRule = { name: 'waitlist:ip', limit: 10, windowSeconds: 15 * 60 };

@Controller()
@PublicRoute()
export class ContentController {
  constructor(private readonly services: ServiceClient) {}

  @Get('help-articles')
  @Unmetered('static content relayed from a cache: a CDN or ingress limits it per client')
  @Header('Cache-Control', CACHEABLE)
  @ApiDoc({ summary: 'The help centre articles', response: z.array(helpArticleSchema) })
  helpArticles(): Promise<JsonText<HelpArticle[]>> {
    return this.services.relay('content', PATTERNS.content.helpArticles);
  }

  @Get('guide/regions')
  @Unmetered('static content relayed from a cache: a CDN or ingress limits it per client')
  @Header('Cache-Control', CACHEABLE)
  @ApiDoc({ summary: 'Australian wine regions grouped by state', response: z.array(stateGroupSchema) })
  regions(): Promise<JsonText<StateGroup[]>> {
    return this.services.relay('content', PATTERNS.content.guideRegions);
  }

  @Get('guide/varieties')
  @Unmetered('static content relayed from a cache: a CDN or ingress limits it per client')
  @Header('Cache-Control', CACHEABLE)
  @ApiDoc({ summary: 'Grape varieties grown in Australia', response: z.array(grapeVarietySchema) })
  varieties(): Promise<JsonText<GrapeVariety[]>> {
    return this.services.relay('content', PATTERNS.content.guideVarieties);
  }

  @Post('contact')
  @RateLimit(CONTACT_LIMIT, 'ip')
  @HttpCode(201)
  @ApiDoc({ summary: 'Send a message to support (rate limited per IP)', response: contactReceiptSchema })
  contact(@Body(new ZodBodyPipe(contactMessageSchema)) body: ContactMessage): Promise<ContactReceipt> {
    return this.services.send('content', PATTERNS.content.contactCreate, body);
  }

  @Post('email-signup')
  @RateLimit(WAITLIST_LIMIT, 'ip')
  @HttpCode(200)
  @ApiDoc({ summary: 'Join the launch waitlist (rate limited per IP)', response: emailSignupResultSchema })
  emailSignup(@Body(new ZodBodyPipe(emailSignupSchema)) body: EmailSignup): Promise<EmailSignupResult> {
    return this.services.send('content', PATTERNS.content.waitlistJoin, body);
  }
}
