import { useServerSubmit, useTranslation, useZodForm } from '@fwd/shared-contracts';
import { Button, Dialog, FormAlert, Stack, SubmitButton, TextAreaField } from '@fwd/shared-ui';
import { useId, useMemo, type ReactNode } from 'react';
import { reasonSchema } from './reason-schema';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the action does, above the reason. */
  text?: ReactNode;
  label: string;
  /** The `warehouse` key shown when no reason is given. */
  required: string;
  confirmLabel: string;
  /** Sends the trimmed reason; the dialog closes when it succeeds. */
  submit: (reason: string) => Promise<unknown>;
}

/**
 * A destructive action that needs a reason: the reason is required, sent once however often the
 * button is pressed, and the server's answer lands on the field or above it.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  text,
  label,
  required,
  confirmLabel,
  submit,
}: ReasonDialogProps) {
  const { t } = useTranslation('warehouse');
  const id = useId();
  const schema = useMemo(() => reasonSchema(required), [required]);
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    ({ reason }) => submit(reason),
    () => {
      form.reset();
      onOpenChange(false);
    },
  );
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      footer={
        <>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('ui:dialog.cancel')}
          </Button>
          <SubmitButton form={id} busy={busy} variant="danger">
            {confirmLabel}
          </SubmitButton>
        </>
      }
    >
      <form id={id} noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
        <Stack $gap={2}>
          {text && <span>{text}</span>}
          <FormAlert message={formError} />
          <TextAreaField label={label} rows={3} error={error ? t(error) : undefined} {...form.register('reason')} />
        </Stack>
      </form>
    </Dialog>
  );
}
