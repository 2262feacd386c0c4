import { useFormat, useTranslation, type AddressSnapshot } from '@fwd/shared-contracts';
import styled from 'styled-components';
import { Barcode } from './barcode';

/**
 * The printed labels (100×150 mm). This module carries the barcode library, so pages load it only
 * when a label is shown (label-print.tsx).
 */
export interface ParcelLabelData {
  trackingCode: string;
  customerCode: string;
  customerName: string;
  shelf: string;
  receivedAt: string;
}

export function ParcelLabel({ parcel }: { parcel: ParcelLabelData }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  return (
    <Label data-label="parcel">
      <Big>{parcel.customerCode || t('labels.unidentified')}</Big>
      {parcel.customerName && <p>{parcel.customerName}</p>}
      <Barcode value={parcel.trackingCode} label={t('labels.barcodeOf', { code: parcel.trackingCode })} />
      <Facts>
        <dt>{t('labels.shelf')}</dt>
        <dd>{parcel.shelf || '—'}</dd>
        <dt>{t('labels.received')}</dt>
        <dd>{parcel.receivedAt ? format.date(parcel.receivedAt) : '—'}</dd>
      </Facts>
    </Label>
  );
}

export interface ShipmentLabelData {
  code: string;
  customerCode: string;
  address: AddressSnapshot | null;
  weightKg: number;
  parcels: number;
  line: string;
}

export function ShipmentLabel({ shipment }: { shipment: ShipmentLabelData }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const address = shipment.address;
  return (
    <Label data-label="shipment">
      <Barcode value={shipment.code} label={t('labels.barcodeOf', { code: shipment.code })} height={60} />
      <Facts>
        <dt>{t('labels.to')}</dt>
        <dd>
          {address ? (
            <>
              <strong>{address.name}</strong> · {address.phone}
              <br />
              {address.detail}
              <br />
              {address.area_name}
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>{t('labels.customer')}</dt>
        <dd>{shipment.customerCode}</dd>
        <dt>{t('labels.weight')}</dt>
        <dd>{t('labels.kg', { kg: format.weight(shipment.weightKg) })}</dd>
        <dt>{t('labels.parcels')}</dt>
        <dd>{shipment.parcels}</dd>
        <dt>{t('labels.line')}</dt>
        <dd>{shipment.line || '—'}</dd>
      </Facts>
    </Label>
  );
}

const Label = styled.article`
  box-sizing: border-box;
  width: 100mm;
  min-height: 150mm;
  padding: 6mm;
  background: #fff;
  color: #000;
  font-family: Arial, Helvetica, sans-serif;
  border: 1px dashed #999;
  @media print {
    border: 0;
    break-after: page;
  }
  p {
    margin: 0 0 4mm;
    font-size: 14pt;
  }
  svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

const Big = styled.h2`
  margin: 0 0 2mm;
  font-size: 40pt;
  line-height: 1;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2mm 4mm;
  margin: 4mm 0 0;
  font-size: 12pt;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
