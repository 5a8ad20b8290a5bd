import { Global, Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CARD_TRIAL_LOOKUP, type CardTrialLookup } from '../provider/local/card-trial-lookup';
import { TrialGrant, TrialGrantSchema } from './trial-records.schema';
import { cardGrantId } from './trial-rules';

/** A card's trial grant held by another account: its next subscription is charged today. */
@Injectable()
class TrialGrantLookup implements CardTrialLookup {
  constructor(@InjectModel(TrialGrant.name) private readonly grants: Model<TrialGrant>) {}

  async hadTrialElsewhere(fingerprint: string, userId: string): Promise<boolean> {
    const grant = await this.grants.findById(cardGrantId(fingerprint)).lean<TrialGrant>();
    return grant !== null && grant.userId !== userId;
  }
}

/** Global so the payment provider's hosted pages can ask it without importing the trial rules. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: TrialGrant.name, schema: TrialGrantSchema }])],
  providers: [{ provide: CARD_TRIAL_LOOKUP, useClass: TrialGrantLookup }],
  exports: [CARD_TRIAL_LOOKUP],
})
export class CardTrialLookupModule {}
