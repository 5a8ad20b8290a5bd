import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { mealPairingMessageSchema, PATTERNS, wineMenuMessageSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { MenusService } from './menus.service';

@Controller()
export class MenusController {
  constructor(private readonly menus: MenusService) {}

  @MessagePattern(PATTERNS.ai.wineMenuAnalyse)
  wineMenu(@Payload() data: unknown) {
    return this.menus.analyseWineMenu(parseMessage(wineMenuMessageSchema, data));
  }

  @MessagePattern(PATTERNS.ai.mealPairingAnalyse)
  mealPairing(@Payload() data: unknown) {
    return this.menus.analyseMealPairing(parseMessage(mealPairingMessageSchema, data));
  }
}
