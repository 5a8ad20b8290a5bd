import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Which provider customer belongs to which of our users. */
@Schema({ collection: 'billing_customers', versionKey: false, timestamps: true })
export class BillingCustomer {
  // "the customer of this user": every billing call starts here
  @Prop({ required: true, unique: true }) userId!: string;
  // webhooks name the customer: "whose is this customer"
  @Prop({ required: true, unique: true }) customerId!: string;
  // removed when the account is deleted (the mapping stays for the payment records)
  @Prop({ type: String, default: null }) email!: string | null;
  // set when the account is deleted: its subscription records stay, nothing is published for it
  @Prop({ type: Date, default: null }) deletedAt?: Date | null;
}
export const BillingCustomerSchema = SchemaFactory.createForClass(BillingCustomer);

/** Our copy of the user's subscription, rewritten only by syncSubscription. */
@Schema({ collection: 'subscriptions', versionKey: false, timestamps: true })
export class SubscriptionRecord {
  // one record per user, read by userId
  @Prop({ required: true, unique: true }) userId!: string;
  @Prop({ required: true }) customerId!: string;
  @Prop({ type: String, default: null }) subscriptionId!: string | null;
  @Prop({ type: String, default: null }) status!: string | null;
  @Prop({ required: true, enum: ['free', 'premium'] }) plan!: 'free' | 'premium';
  @Prop({ type: String, default: null }) interval!: 'month' | 'year' | null;
  @Prop({ type: Number, default: null }) currentPeriodEnd!: number | null;
  @Prop({ type: Number, default: null }) trialEnd!: number | null;
  @Prop({ default: false }) cancelAtPeriodEnd!: boolean;
  @Prop({ default: false }) paused!: boolean;
  // the plan last published on billing.plan.changed: the guard that publishes each change once
  @Prop({ type: String, default: null }) publishedPlan!: 'free' | 'premium' | null;
  @Prop({ type: Number, default: 0 }) publishedVersion!: number;
}
export const SubscriptionRecordSchema = SchemaFactory.createForClass(SubscriptionRecord);

/** Webhook event ids already taken: the marker that makes delivery idempotent. */
@Schema({ collection: 'webhook_events', versionKey: false })
export class WebhookEvent {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) type!: string;
  @Prop({ required: true }) receivedAt!: Date;
}
export const WebhookEventSchema = SchemaFactory.createForClass(WebhookEvent);

/** Each plan change published, one document per user and version: the unique _id makes it once. */
@Schema({ collection: 'plan_publications', versionKey: false })
export class PlanPublication {
  @Prop({ type: String, required: true }) _id!: string; // `${userId}:${version}`
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) plan!: string;
  @Prop({ required: true }) at!: Date;
}
export const PlanPublicationSchema = SchemaFactory.createForClass(PlanPublication);
