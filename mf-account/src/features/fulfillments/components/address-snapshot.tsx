import type { AddressSnapshot } from '@fwd/shared-contracts';
import styled from 'styled-components';

/** A delivery address as it was copied onto the shipment: name, phone, street, area. */
export function AddressLines({
  address,
}: {
  address: Pick<AddressSnapshot, 'name' | 'phone' | 'detail' | 'area_name'>;
}) {
  return (
    <Lines>
      <strong>{address.name}</strong>
      <span>{address.phone}</span>
      <span>{address.detail}</span>
      {address.area_name && <span>{address.area_name}</span>}
    </Lines>
  );
}

const Lines = styled.address`
  display: grid;
  gap: 2px;
  font-style: normal;
  overflow-wrap: anywhere;
`;
