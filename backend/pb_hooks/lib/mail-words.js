/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The customer's e-mails (password reset, e-mail change, verification) in their language: the
// words come from the notification catalog (`mail.*` of lib/notification-words), the link is the
// one PocketBase put in the collection's template, so where it leads stays as configured.

/** @typedef {'passwordReset' | 'emailChange' | 'verification'} MailKind */

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The language of a customer's account ('en' unless they chose another the server knows).
 * @param {core.Record} record
 */
function languageOf(record) {
  const { LANGUAGES } = require(`${__hooks}/lib/notify.js`);
  const language = record.getString('language');
  return LANGUAGES.includes(language) ? language : 'en';
}

/**
 * Rewrites the subject and body of a mail to the customer in their language, keeping its link.
 * @param {core.MailerRecordEvent} e @param {MailKind} kind
 */
function translateMail(e, kind) {
  const { renderText } = require(`${__hooks}/lib/notify.js`);
  const link = /href="([^"]+)"/.exec(e.message.html)?.[1];
  if (!e.record || !link) return;
  const language = languageOf(e.record);
  const values = { appName: e.app.settings().meta.appName };
  /** @param {string} path */
  const text = (path) => escapeHtml(renderText(language, path, values));
  e.message.subject = renderText(language, `mail.${kind}.subject`, values);
  e.message.html = [
    `<p>${text('mail.greeting')}</p>`,
    `<p>${text(`mail.${kind}.intro`)}</p>`,
    `<p><a class="btn" href="${link}" target="_blank" rel="noopener">${text(`mail.${kind}.action`)}</a></p>`,
    `<p><i>${text(`mail.${kind}.ignore`)}</i></p>`,
    `<p>${text('mail.signoff')}</p>`,
  ].join('\n');
}

/**
 * The language a new account starts with: the one its sign-up asked in (Accept-Language, which
 * the app sets to the language on screen), else English.
 * @param {string} header
 */
function languageFromHeader(header) {
  const first = (header.split(',')[0] ?? '').trim().toLowerCase();
  return first.startsWith('vi') ? 'vi' : 'en';
}

module.exports = { translateMail, languageOf, languageFromHeader };
