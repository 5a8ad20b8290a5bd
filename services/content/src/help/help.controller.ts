import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { HelpArticle, PATTERNS } from '@wine/contracts';
import { JsonText } from '@wine/nest-common';
import { HELP_ARTICLES } from './help-articles';

// the articles change only with a deploy: encoded once into UTF-8
const ARTICLES = new JsonText<HelpArticle[]>(Buffer.from(JSON.stringify(HELP_ARTICLES)));

@Controller()
export class HelpController {
  @MessagePattern(PATTERNS.content.helpArticles)
  list(): JsonText<HelpArticle[]> {
    return ARTICLES;
  }
}
