import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { HelpArticle, PATTERNS } from '@wine/contracts';
import { HELP_ARTICLES } from './help-articles';

@Controller()
export class HelpController {
  @MessagePattern(PATTERNS.content.helpArticles)
  list(): HelpArticle[] {
    return HELP_ARTICLES;
  }
}
