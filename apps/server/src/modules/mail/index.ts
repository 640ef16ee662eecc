// The mail module's public surface: the service's type (handed over in composition/core.ts), the attachment shape and the
// one e-mail layout every module renders with.
export type { MailAttachment } from './mail.repository';
export type { MailService } from './mail.service';
export { renderActionMail, type RenderedMail } from './mail.templates';
