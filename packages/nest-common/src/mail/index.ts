// @wine/nest-common/mail: e-mail over SMTP (nodemailer) and the text that goes into it.
export * from './mailer';
export * from './mail-text';
