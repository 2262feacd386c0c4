import { Link, useTranslation } from '@fwd/shared-contracts';
import { Button, Card, ConfirmDialog, Menu, Muted, Row, Stack, theme } from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { areaPath, type AddressRow } from '@fwd/shared-contracts/domains/addresses';

const MENU = { makeDefault: 'make-default', delete: 'delete' } as const;

export function AddressCard({
  address,
  onSetDefault,
  onDelete,
  settingDefault,
}: {
  address: AddressRow;
  onSetDefault: () => void;
  onDelete: () => Promise<unknown>;
  settingDefault: boolean;
}) {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const menuItems = [
    {
      id: MENU.makeDefault,
      label: t('address.list.makeDefault'),
      onSelect: onSetDefault,
      disabled: address.is_default || settingDefault,
    },
    { id: MENU.delete, label: t('address.list.delete'), onSelect: () => setConfirming(true), danger: true },
  ];
  const editLink = `/account/address/forms?id=${address.id}&redirect=${encodeURIComponent('/account/address')}`;
  return (
    <Card as="li" aria-label={address.name} data-default={address.is_default || undefined}>
      <Stack $gap={2}>
        <Row>
          <strong>{address.name}</strong>
          {address.is_default && <DefaultMark>{t('address.list.default')}</DefaultMark>}
        </Row>
        <span>{address.phone}</span>
        <Muted>{address.detail}</Muted>
        <Muted>{areaPath(address.expand?.area)}</Muted>
        <Row>
          <Button as={Link} to={editLink} $variant="secondary">
            {t('address.list.edit')}
          </Button>
          <Menu label={t('address.list.more', { name: address.name })} items={menuItems} />
        </Row>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('address.list.confirmTitle')}
        description={t('address.list.confirmBody', { name: address.name, detail: address.detail })}
        confirmLabel={t('address.list.confirmDelete')}
        cancelLabel={t('address.list.keep')}
        onConfirm={onDelete}
      />
    </Card>
  );
}

const DefaultMark = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 2px ${theme.space(2)};
  border-radius: 999px;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;
