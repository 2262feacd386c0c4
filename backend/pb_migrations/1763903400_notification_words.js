/// <reference path="../pb_data/types.d.ts" />
// Words follow the reader (DESIGN section 9, docs/decisions.md): a notification holds its message
// key and values (lib/notify.js), which the pages render in the reader's language; rows made
// before keep their stored English title and body. A customer's language is kept on the account
// so the server writes their e-mails in it.

const LOCKED = '@request.body.key:isset = false && @request.body.values:isset = false';

migrate(
  (app) => {
    const notifications = app.findCollectionByNameOrId('notifications');
    notifications.fields.add(new TextField({ name: 'key', max: 100 }));
    notifications.fields.add(new JSONField({ name: 'values', maxSize: 20000 }));
    // The customer may only mark one read; the message stays as the server wrote it.
    notifications.updateRule = `(${notifications.updateRule}) && ${LOCKED}`;
    app.save(notifications);

    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new SelectField({ name: 'language', maxSelect: 1, values: ['en', 'vi'] }));
    app.save(users);
  },
  (app) => {
    const notifications = app.findCollectionByNameOrId('notifications');
    notifications.fields.removeByName('key');
    notifications.fields.removeByName('values');
    notifications.updateRule = (notifications.updateRule ?? '').replace(/^\((.*)\) && .*$/s, '$1');
    app.save(notifications);

    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('language');
    app.save(users);
  },
);
