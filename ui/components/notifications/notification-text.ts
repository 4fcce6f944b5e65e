import type { Translator } from '../../shared/i18n';
import type { NotificationItem } from '../../shared/notification-protocol';

/** A stored key + params in the viewer's locale; a key this page does not know falls back politely. */
export function notificationText(i18n: Translator, item: NotificationItem): string {
  const text = i18n.t(item.messageKey, item.params);
  if (text !== item.messageKey) return text;
  return item.text ?? i18n.t('notifications.fallback');
}
