import { BadRequestException, PipeTransform } from '@nestjs/common';
import { describeZodError } from '@wine/nest-common';
import { z } from 'zod';

/** Validates an HTTP body against the shared contract; 400 names the field and why. */
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new BadRequestException(describeZodError(result.error));
    return result.data;
  }
}
