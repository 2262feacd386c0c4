/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Words follow the reader (DESIGN section 9): a customer's account keeps their language, which
// their e-mails are written in (lib/mail-words.js); notifications are rendered by the pages.

// A new account takes the language its sign-up was made in, unless it names one.
onRecordCreateRequest((e) => {
  const { languageFromHeader } = require(`${__hooks}/lib/mail-words.js`);
  if (e.record && !e.record.getString('language')) {
    // requestInfo's header names are lower case with underscores.
    e.record.set('language', languageFromHeader(String(e.requestInfo().headers['accept_language'] ?? '')));
  }
  return e.next();
}, 'users');

// An account made before it kept a language takes the one its owner signs in with.
onRecordAuthRequest((e) => {
  const { languageFromHeader } = require(`${__hooks}/lib/mail-words.js`);
  const record = e.record;
  if (record && !record.getString('language')) {
    record.set('language', languageFromHeader(String(e.requestInfo().headers['accept_language'] ?? '')));
    e.app.saveNoValidate(record);
  }
  return e.next();
}, 'users');

onMailerRecordPasswordResetSend((e) => {
  require(`${__hooks}/lib/mail-words.js`).translateMail(e, 'passwordReset');
  e.next();
}, 'users');

onMailerRecordEmailChangeSend((e) => {
  require(`${__hooks}/lib/mail-words.js`).translateMail(e, 'emailChange');
  e.next();
}, 'users');

onMailerRecordVerificationSend((e) => {
  require(`${__hooks}/lib/mail-words.js`).translateMail(e, 'verification');
  e.next();
}, 'users');
