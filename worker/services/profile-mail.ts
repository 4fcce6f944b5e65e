import type { Params } from '../../ui/shared/i18n';
import type { OutgoingMail } from './mail-outbox';
import { renderMail, type MailRecipient } from './mail-templates';

/** Profile messages: `mail.profile.<template>.{subject,intro,action,outro}` in every locale. */
export type ProfileMailTemplate =
  | 'emailChangeConfirm'
  | 'emailChangeRequested'
  | 'emailChanged'
  | 'passwordChanged'
  | 'deleteAccountConfirm';

export function renderProfileMail(
  template: ProfileMailTemplate,
  recipient: MailRecipient,
  link: string | null,
  extra: Params = {},
): OutgoingMail {
  return renderMail(`profile.${template}`, recipient, link, extra);
}
