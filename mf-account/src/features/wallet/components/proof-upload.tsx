import {
  invalidateCollections,
  useController,
  useServerSubmit,
  useTranslation,
  useZodForm,
  type RechargeRecord,
} from '@fwd/shared-contracts';
import { FileInput, FormAlert, Muted, showToast, Stack, SubmitButton } from '@fwd/shared-ui';
import { useId, useState } from 'react';
import { uploadRechargeProof, walletDomain } from '@fwd/shared-contracts/domains/wallet';
import { PROOF_MAX_BYTES, PROOF_TYPES, proofSchema } from '../recharge-rules';

/** Attaches the proof of transfer (image or PDF, 5 MB at most) to a pending top-up, with progress. */
export function ProofUpload({ recharge }: { recharge: RechargeRecord }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const [progress, setProgress] = useState<number | undefined>();
  const form = useZodForm(proofSchema, { defaultValues: { proof: [] } });
  const proof = useController({ control: form.control, name: 'proof' });
  const error = form.formState.errors.proof?.message;

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      const file = values.proof[0] as File;
      setProgress(0);
      try {
        return await uploadRechargeProof(recharge.id, file, setProgress);
      } finally {
        setProgress(undefined);
      }
    },
    async () => {
      showToast(t('recharge.proof.uploaded'), { tone: 'success' });
      await invalidateCollections(...walletDomain.refreshes.recharge);
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={titleId}>
      <Stack $gap={3}>
        <h3 id={titleId} style={{ margin: 0, fontSize: '1.05rem' }}>
          {t('recharge.proof.title')}
        </h3>
        <Muted>{t('recharge.proof.intro')}</Muted>
        <FormAlert message={formError} />
        <FileInput
          label={t('recharge.proof.label')}
          accept={PROOF_TYPES}
          maxBytes={PROOF_MAX_BYTES}
          value={proof.field.value}
          onChange={(files) => proof.field.onChange(files)}
          error={error ? t(error) : undefined}
          progress={progress}
          disabled={busy}
          name="proof"
        />
        <div>
          <SubmitButton busy={busy}>{t('recharge.proof.submit')}</SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
