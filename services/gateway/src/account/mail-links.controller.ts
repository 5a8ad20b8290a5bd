import { BadRequestException, Controller, Get, HttpCode, HttpException, Post, Query, Res } from '@nestjs/common';
import { mailLinkTokenSchema, PATTERNS, REMINDER_MESSAGES } from '@wine/contracts';
import type { Response } from 'express';
import { PublicRoute } from '../access/route-access';
import { ServiceClient } from '../infra/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';

// The links in our e-mails, which work without signing in (docs/product-rules.md#drinking-reminder):
// the reminder's confirmation, and the one-click unsubscribe of every e-mail (RFC 8058). The token
// in each is the key; the default public limit (per IP) applies.

function tokenOf(token: unknown): string {
  const parsed = mailLinkTokenSchema.safeParse({ token });
  if (!parsed.success) throw new BadRequestException(parsed.error.issues[0].message);
  return parsed.data.token;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${title} · Cellar Door AI</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#2b1d20">` +
  `<h1 style="font-size:1.4rem">${title}</h1>${body}</body></html>`;

@Controller()
export class MailLinksController {
  constructor(private readonly services: ServiceClient) {}

  @Get('account/notifications/confirm')
  @PublicRoute()
  @HttpCode(303)
  @ApiDoc({
    summary: "The drinking reminder's confirmation link: turns it on, then opens Account Settings",
    response: null,
    query: mailLinkTokenSchema,
  })
  async confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const valid = tokenOf(token);
    let outcome = 'confirmed';
    try {
      await this.services.send('identity', PATTERNS.identity.reminderConfirm, { token: valid });
    } catch (err) {
      if (!(err instanceof HttpException && err.getStatus() === 400)) throw err;
      outcome = 'expired';
    }
    res.redirect(303, `/settings?reminder=${outcome}`);
  }

  @Get('unsubscribe')
  @PublicRoute()
  @ApiDoc({
    summary: "An e-mail's unsubscribe link: a page whose button unsubscribes (a GET changes nothing)",
    response: 'text/html',
    query: mailLinkTokenSchema,
  })
  show(@Query('token') token: unknown, @Res() res: Response): void {
    const valid = tokenOf(token);
    // a GET only shows the button: mail scanners open links, and must not unsubscribe anyone
    res
      .type('html')
      .send(
        page(
          'Unsubscribe from Cellar Door AI e-mails',
          `<p>You will get no more drinking reminders. You can turn them on again in Account Settings.</p>` +
            `<form method="post" action="/api/unsubscribe?token=${valid}"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Unsubscribe</button></form>`,
        ),
      );
  }

  @Post('unsubscribe')
  @PublicRoute()
  @HttpCode(200)
  @ApiDoc({
    summary: 'One-click unsubscribe (RFC 8058: List-Unsubscribe=One-Click), no sign-in; the same answer for any token',
    response: 'text/html',
    query: mailLinkTokenSchema,
  })
  async unsubscribe(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const valid = tokenOf(token);
    await this.services.send('identity', PATTERNS.identity.unsubscribe, { token: valid });
    res.type('html').send(page('You are unsubscribed', `<p>${REMINDER_MESSAGES.unsubscribed}</p>`));
  }
}
