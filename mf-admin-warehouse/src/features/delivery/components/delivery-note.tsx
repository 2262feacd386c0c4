import { useFormat, useTranslation } from '@fwd/shared-contracts';
import styled from 'styled-components';
import { useCustomerNames } from '../../../api/customers';
import { PrintDialog } from '../../../components/label-print';
import type { ShipmentRow } from '@fwd/shared-contracts/domains/shipments';

/** A batch's delivery note (A4): shipments, addresses, weights, carrier numbers and signatures. */
export function DeliveryNote({ shipments, onClose }: { shipments: ShipmentRow[]; onClose: () => void }) {
  const { t } = useTranslation('warehouse');
  return (
    <PrintDialog paper="a4" title={t('delivery.note.title', { count: shipments.length })} onClose={onClose}>
      <Note shipments={shipments} />
    </PrintDialog>
  );
}

function Note({ shipments }: { shipments: ShipmentRow[] }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const names = useCustomerNames(shipments.map((s) => s.user));
  const total = shipments.reduce((sum, s) => sum + (s.final_weight_kg || s.chargeable_kg), 0);
  return (
    <Sheet data-note="delivery">
      <h2>{t('delivery.note.heading')}</h2>
      <p>{t('delivery.note.printed', { when: format.dateTime(new Date()) })}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('delivery.note.shipment')}</th>
            <th scope="col">{t('delivery.note.to')}</th>
            <th scope="col">{t('delivery.note.weight')}</th>
            <th scope="col">{t('delivery.note.carrier')}</th>
          </tr>
        </thead>
        <tbody>
          {shipments.map((s) => (
            <tr key={s.id}>
              <td>
                {s.code}
                <br />
                {names.get(s.user)?.code}
              </td>
              <td>
                {s.address_snapshot
                  ? `${s.address_snapshot.name} · ${s.address_snapshot.phone} · ${s.address_snapshot.detail}, ${s.address_snapshot.area_name}`
                  : '—'}
              </td>
              <td>{t('labels.kg', { kg: format.weight(s.final_weight_kg || s.chargeable_kg) })}</td>
              <td>{s.carrier ? `${s.carrier} ${s.tracking_no}` : '—'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('delivery.note.total', { count: shipments.length })}</th>
            <td />
            <td>{t('labels.kg', { kg: format.weight(total) })}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <Signatures>
        <span>{t('delivery.note.handedBy')}</span>
        <span>{t('delivery.note.receivedBy')}</span>
      </Signatures>
    </Sheet>
  );
}

const Sheet = styled.article`
  color: #000;
  background: #fff;
  font-size: 10pt;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid #000;
    padding: 4px;
    text-align: start;
    vertical-align: top;
  }
`;

const Signatures = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 24mm;
  span {
    border-top: 1px solid #000;
    padding-top: 2mm;
    min-width: 60mm;
  }
`;
