import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  localConfirmSchema,
  localPageMessageSchema,
  PATTERNS,
  type LocalConfirmResponse,
  type LocalPageResponse,
} from '@wine/contracts';
import { parseMessage, rpcError, RpcErrorFilter } from '@wine/nest-common';
import { HostedPages } from './hosted-pages.service';

/** The local provider's hosted pages, asked for by the gateway; registered in local mode only. */
@Controller()
// errors as { statusCode, message }: billing is hybrid, and its transport takes no global filter (main.ts)
@UseFilters(RpcErrorFilter)
export class HostedPagesController {
  constructor(private readonly pages: HostedPages) {}

  @MessagePattern(PATTERNS.billing.localPage)
  page(@Payload() data: unknown): Promise<LocalPageResponse> {
    const { kind, id, form } = parseMessage(localPageMessageSchema, data);
    return this.pages.page(kind, id, form);
  }

  @MessagePattern(PATTERNS.billing.localConfirm)
  async confirm(@Payload() data: unknown): Promise<LocalConfirmResponse> {
    const result = await this.pages.confirmIntent(parseMessage(localConfirmSchema, data));
    if (!result.ok) throw rpcError(result.status, result.message, result.cardHadTrial ? { cardHadTrial: true } : {});
    return { status: 'succeeded', type: result.type };
  }
}
