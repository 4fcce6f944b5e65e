/** Text for HTML the worker writes by hand (mails, dev pages, the error page): & < > " ' as numeric references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
