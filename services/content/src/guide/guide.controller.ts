import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PATTERNS } from '@wine/contracts';
import { JsonText } from '@wine/nest-common';
import { GRAPE_VARIETIES, GrapeVariety, STATE_GROUPS, StateGroup } from '@wine/wine-knowledge';

// The Australian Wine Guide is served straight from the curated knowledge base, which changes only
// with a deploy: encoded once into UTF-8, not for every request (the regions are 57 kB of JSON).
const REGIONS = new JsonText<StateGroup[]>(Buffer.from(JSON.stringify(STATE_GROUPS)));
const VARIETIES = new JsonText<GrapeVariety[]>(Buffer.from(JSON.stringify(GRAPE_VARIETIES)));

@Controller()
export class GuideController {
  @MessagePattern(PATTERNS.content.guideRegions)
  regions(): JsonText<StateGroup[]> {
    return REGIONS;
  }

  @MessagePattern(PATTERNS.content.guideVarieties)
  varieties(): JsonText<GrapeVariety[]> {
    return VARIETIES;
  }
}
