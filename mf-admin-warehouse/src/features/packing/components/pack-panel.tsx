import { errorMessage, useFormat, useServerSubmit, useTranslation, useZodForm } from '@fwd/shared-contracts';
import { Alert, Button, FormAlert, Row, RuledTable, Stack, StatusBadge, SubmitButton, theme } from '@fwd/shared-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { MeasureFields } from '../../../components/measure-fields';
import { customerLabel, useCustomerNames } from '../../../api/customers';
import { LabelPrint, ShipmentLabel } from '../../../components/label-print';
import { ReasonDialog } from '../../../components/reason-dialog';
import { REASON_REQUIRED } from '../../../components/reason-schema';
import { ScanField } from '../../../components/scan-field';
import { playTone } from '../../../components/sound';
import { isScanCode } from '../../../scan-code';
import {
  cancelPaidShipment,
  moveShipment,
  pickShipmentParcel,
  shipmentCan,
  whereIs,
  type ShipmentRow,
} from '@fwd/shared-contracts/domains/shipments';
import { packSchema, type PackValues } from '../pack-form';
import { byShelf, pickScan, ticksOf } from '../pick-list';

type Said = { tone: 'success' | 'danger' | 'info'; text: string } | null;

/**
 * Packing one shipment: its parcels in shelf order; each scan ticks its parcel (a parcel of another
 * shipment is refused loudly); once all are ticked, the box's weight and size make it `packed` and
 * its label prints.
 */
export function PackPanel({ shipment }: { shipment: ShipmentRow }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const parcels = useMemo(() => byShelf(shipment.expand?.parcels ?? []), [shipment.expand?.parcels]);
  const names = useCustomerNames([shipment.user]);
  // Scans on their way to the server; the ticks themselves are the shipment's (`picked`), live.
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const ticks = useMemo(() => ticksOf(shipment.picked, sending), [shipment.picked, sending]);
  const [said, setSaid] = useState<Said>(null);
  const [label, setLabel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const scanRef = useRef<HTMLInputElement>(null);
  // Parcels are ticked while the machine lets staff start or finish packing.
  const packable = shipmentCan(shipment.status, 'packing', 'staff') || shipmentCan(shipment.status, 'packed', 'staff');
  const cancellable = shipmentCan(shipment.status, 'cancelled', 'staff');
  const allTicked = parcels.length > 0 && parcels.every((p) => ticks.has(p.id));

  async function scan(code: string) {
    if (!isScanCode(code)) {
      playTone('error');
      setSaid({ tone: 'danger', text: t('packing.scan.notACode', { code }) });
      return;
    }
    const result = pickScan(parcels, ticks, code);
    if (result.kind === 'again') {
      playTone('already');
      setSaid({ tone: 'info', text: t('packing.scan.again', { code }) });
      return;
    }
    if (result.kind === 'ticked') {
      playTone('matched');
      const id = result.parcel.id;
      setSending((now) => new Set(now).add(id));
      setSaid({ tone: 'success', text: t('packing.scan.ticked', { code, shelf: result.parcel.shelf || '—' }) });
      try {
        await pickShipmentParcel(shipment.id, id);
      } catch (error) {
        playTone('error');
        setSaid({ tone: 'danger', text: errorMessage(error) });
      } finally {
        setSending((now) => {
          const next = new Set(now);
          next.delete(id);
          return next;
        });
      }
      return;
    }
    playTone('error');
    try {
      const where = await whereIs(code);
      setSaid({
        tone: 'danger',
        text: !where.parcel
          ? t('packing.scan.unknown', { code })
          : where.shipment
            ? t('packing.scan.otherShipment', { code, shipment: where.shipment })
            : t('packing.scan.noShipment', { code }),
      });
    } catch (error) {
      setSaid({ tone: 'danger', text: errorMessage(error) });
    }
  }

  return (
    <Stack $gap={4}>
      <Row $gap={2}>
        <h2>{t('packing.panel.title', { code: shipment.code })}</h2>
        <StatusBadge machine="fulfillment" status={shipment.status} />
      </Row>
      <p>
        {customerLabel(names, shipment.user)}
        {shipment.address_snapshot && ` → ${shipment.address_snapshot.name}, ${shipment.address_snapshot.area_name}`}
        {shipment.expand?.shipping_line && ` · ${shipment.expand.shipping_line.name}`}
      </p>
      {packable && <ScanField ref={scanRef} label={t('packing.scan.label')} onScan={(code) => void scan(code)} />}
      {said && (
        <Said data-tone={said.tone} role={said.tone === 'danger' ? 'alert' : 'status'}>
          {said.text}
        </Said>
      )}
      <Table>
        <caption>
          {t('packing.panel.caption', { done: parcels.filter((p) => ticks.has(p.id)).length, count: parcels.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('packing.panel.shelf')}</th>
            <th scope="col">{t('packing.panel.code')}</th>
            <th scope="col">{t('packing.panel.weight')}</th>
            <th scope="col">{t('packing.panel.picked')}</th>
          </tr>
        </thead>
        <tbody>
          {parcels.map((parcel) => (
            <tr key={parcel.id} data-picked={ticks.has(parcel.id) || !packable ? 'yes' : 'no'}>
              <td>{parcel.shelf || '—'}</td>
              <th scope="row">{parcel.tracking_code}</th>
              <td>{t('packing.panel.kg', { kg: format.weight(parcel.weight_kg) })}</td>
              <td>{ticks.has(parcel.id) || !packable ? t('packing.panel.yes') : t('packing.panel.no')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {packable && allTicked && <PackForm shipment={shipment} onPacked={() => setLabel(true)} />}
      {packable && !allTicked && <p>{t('packing.panel.scanAll')}</p>}
      <Row $gap={2}>
        {shipment.status === 'packed' && (
          <Alert tone="success">{t('packing.panel.packed', { kg: format.weight(shipment.final_weight_kg) })}</Alert>
        )}
        {['packed', 'shipped', 'delivered'].includes(shipment.status) && (
          <Button type="button" onClick={() => setLabel(true)}>
            {t('packing.panel.label')}
          </Button>
        )}
        {cancellable && (
          <Button type="button" $variant="secondary" onClick={() => setCancelling(true)}>
            {t('packing.cancel.open')}
          </Button>
        )}
      </Row>
      {label && (
        <LabelPrint title={t('packing.panel.labelTitle', { code: shipment.code })} onClose={() => setLabel(false)}>
          <ShipmentLabel
            shipment={{
              code: shipment.code,
              customerCode: names.get(shipment.user)?.code ?? '',
              address: shipment.address_snapshot,
              weightKg: shipment.final_weight_kg || shipment.chargeable_kg,
              parcels: parcels.length,
              line: shipment.expand?.shipping_line?.name ?? '',
            }}
          />
        </LabelPrint>
      )}
      <ReasonDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('packing.cancel.title', { code: shipment.code })}
        text={t('packing.cancel.text')}
        label={t('packing.cancel.reason')}
        required={REASON_REQUIRED.cancelShipment}
        confirmLabel={t('packing.cancel.confirm')}
        submit={(reason) => cancelPaidShipment(shipment.id, reason)}
      />
    </Stack>
  );
}

function PackForm({ shipment, onPacked }: { shipment: ShipmentRow; onPacked: () => void }) {
  const { t } = useTranslation('warehouse');
  const form = useZodForm(packSchema, { defaultValues: { weightKg: '', lengthCm: '', widthCm: '', heightCm: '' } });
  const errors = form.formState.errors;
  const fieldError = (key: keyof PackValues) => {
    const text = errors[key]?.message;
    return text ? t(text) : undefined;
  };
  useEffect(() => form.setFocus('weightKg'), [form]);
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values: PackValues) => moveShipment(shipment.id, { to: 'packed', ...values }),
    onPacked,
  );
  return (
    <form noValidate aria-label={t('packing.pack.title')} onSubmit={(event) => void onSubmit(event)}>
      <Stack $gap={3}>
        <h3>{t('packing.pack.title')}</h3>
        <FormAlert message={formError} />
        <MeasureFields
          labels={{
            weightKg: t('packing.pack.weight'),
            lengthCm: t('packing.pack.length'),
            widthCm: t('packing.pack.width'),
            heightCm: t('packing.pack.height'),
          }}
          register={form.register}
          error={fieldError}
        />
        <SubmitButton busy={busy}>{t('packing.pack.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}

const Said = styled.p`
  margin: 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  font-size: 1.25rem;
  font-weight: 700;
  &[data-tone='success'] {
    background: ${theme.color.successBg};
    color: ${theme.color.success};
  }
  &[data-tone='info'] {
    background: ${theme.color.primarySoft};
  }
  &[data-tone='danger'] {
    background: ${theme.color.dangerBg};
    color: ${theme.color.danger};
    border: 3px solid ${theme.color.danger};
  }
`;

const Table = styled(RuledTable)`
  tr[data-picked='yes'] {
    background: ${theme.color.successBg};
  }
`;
