/// <reference path="../pb_data/types.d.ts" />
// Customers (users) get a phone, a unique customer code and a wallet balance; staff get their own
// auth collection with roles. Superusers stay for operations only.

const ACTIVE_STAFF = "@request.auth.collectionName = 'staff' && @request.auth.active = true";
const STAFF_ADMIN = `${ACTIVE_STAFF} && @request.auth.roles:each ?= 'admin'`;
const RESET_BODY = `<p>Hello,</p>
<p>Someone asked to reset the password of your {APP_NAME} account. Choose a new one here:</p>
<p><a class="btn" href="{APP_URL}/confirm-password/{TOKEN}" target="_blank" rel="noopener">Reset password</a></p>
<p><i>If you did not ask for this, ignore this email: your password stays as it is.</i></p>
<p>Thanks,<br/>{APP_NAME} team</p>`;

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new TextField({ name: 'phone', max: 20, pattern: '^\\+?[0-9][0-9 .-]{7,19}$' }));
    users.fields.add(new TextField({ name: 'code', required: true, max: 12, pattern: '^C[0-9]{5,10}$' }));
    users.fields.add(new NumberField({ name: 'balance', onlyInt: true, min: 0 }));
    users.fields.getByName('password').min = 10;
    users.addIndex('idx_users_code', true, 'code', '');
    // Customers sign themselves up and edit their own profile, never their code or balance.
    const noMoneyFields = '@request.body.balance:isset = false && @request.body.code:isset = false';
    users.createRule = noMoneyFields;
    users.updateRule = `id = @request.auth.id && ${noMoneyFields}`;
    users.listRule = `id = @request.auth.id || (${ACTIVE_STAFF})`;
    users.viewRule = users.listRule;
    users.deleteRule = null;
    users.resetPasswordTemplate.body = RESET_BODY;
    app.save(users);

    const staff = new Collection({
      type: 'auth',
      name: 'staff',
      listRule: `id = @request.auth.id || (${STAFF_ADMIN})`,
      viewRule: `id = @request.auth.id || (${STAFF_ADMIN})`,
      createRule: STAFF_ADMIN,
      updateRule: `(${STAFF_ADMIN}) || (id = @request.auth.id && @request.body.roles:isset = false && @request.body.active:isset = false)`,
      deleteRule: STAFF_ADMIN,
      manageRule: STAFF_ADMIN,
      // Deactivated staff can no longer sign in.
      authRule: 'active = true',
      passwordAuth: { enabled: true, identityFields: ['email'] },
      fields: [
        { type: 'text', name: 'name', required: true, max: 100 },
        {
          type: 'select',
          name: 'roles',
          required: true,
          maxSelect: 4,
          values: ['admin', 'sales', 'warehouse', 'finance'],
        },
        { type: 'bool', name: 'active' },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
    });
    app.save(staff);
    // The auth system fields exist only once the collection is saved.
    const saved = app.findCollectionByNameOrId('staff');
    saved.fields.getByName('password').min = 10;
    app.save(saved);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('staff'));
    const users = app.findCollectionByNameOrId('users');
    users.removeIndex('idx_users_code');
    for (const name of ['phone', 'code', 'balance']) users.fields.removeByName(name);
    users.fields.getByName('password').min = 8;
    app.save(users);
  },
);
