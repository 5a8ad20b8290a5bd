import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PATTERNS } from '@wine/contracts';
import { GRAPE_VARIETIES, GrapeVariety, STATE_GROUPS, StateGroup } from '@wine/wine-knowledge';

// The Australian Wine Guide is served straight from the curated knowledge base.
@Controller()
export class GuideController {
  @MessagePattern(PATTERNS.content.guideRegions)
  regions(): StateGroup[] {
    return STATE_GROUPS;
  }

  @MessagePattern(PATTERNS.content.guideVarieties)
  varieties(): GrapeVariety[] {
    return GRAPE_VARIETIES;
  }
}
