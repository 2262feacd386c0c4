import {
  invalidateCollections,
  isNetworkError,
  useController,
  useServerSubmit,
  useTranslation,
  useWatch,
  useZodForm,
} from '@fwd/shared-contracts';
import { Muted, Stack, SubmitButton, TextAreaField, FormAlert } from '@fwd/shared-ui';
import { useState } from 'react';
import { declareParcel, parcelsDomain } from '@fwd/shared-contracts/domains/parcels';
import { codesToRetry, declareResult, type DeclareResult } from '../declare-outcome';
import { ownWords, refusalMessage } from '../server-errors';
import {
  declareManySchema,
  DESCRIPTION_MAX,
  invalidCodes,
  MAX_CODES,
  splitCodes,
  type DeclareManyInput,
} from '../tracking-codes';
import { DeclaredValueField } from './declared-value-field';
import { DeclareResults } from './declare-results';
import { CAPITALS, type DeclareFormProps } from './declare-one-form';

const EMPTY: DeclareManyInput = { codes: '', description: '', declared_value: null };

/**
 * Many parcels at once: codes pasted one per line or separated by commas or spaces, each checked
 * before anything is sent; contents and value (optional) shared by all. They are declared one by
 * one, each with its own result; the box keeps the codes that were not taken, to fix and send again.
 */
export function DeclareManyForm({ userId, currency }: DeclareFormProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(declareManySchema, { defaultValues: EMPTY });
  const value = useController({ control: form.control, name: 'declared_value' });
  const text = useWatch({ control: form.control, name: 'codes' });
  const codes = splitCodes(text ?? '');
  const invalid = invalidCodes(codes);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<DeclareResult[]>([]);
  const errors = form.formState.errors;
  const fieldError = (key: keyof DeclareManyInput) => {
    const message = errors[key]?.message;
    return message ? ownWords(message, t) : undefined;
  };
  const codesError =
    errors.codes?.message === 'parcelAdd.many.errors.invalid'
      ? t('parcelAdd.many.errors.invalidList', { codes: invalid.join(', '), count: invalid.length })
      : fieldError('codes');

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      setResults([]);
      const todo = splitCodes(values.codes);
      const done: DeclareResult[] = [];
      for (const [index, code] of todo.entries()) {
        setProgress({ done: index, total: todo.length });
        try {
          const parcel = await declareParcel(userId, {
            tracking_code: code,
            description: values.description,
            declared_value: values.declared_value,
          });
          done.push(declareResult(code, parcel));
        } catch (error) {
          if (!isNetworkError(error)) {
            done.push({ code, kind: 'refused', message: refusalMessage(error, t) });
            continue;
          }
          // The connection dropped: this code and the ones after it were not sent.
          for (const rest of todo.slice(index)) {
            done.push({ code: rest, kind: 'notSent', message: t('parcelAdd.results.notSentDetail') });
          }
          break;
        }
      }
      return done;
    },
    async (done) => {
      setProgress(null);
      setResults(done);
      form.setValue('codes', codesToRetry(done).join('\n'));
      if (done.some((r) => r.kind !== 'refused' && r.kind !== 'notSent'))
        await invalidateCollections(...parcelsDomain.refreshes.declare);
    },
  );

  return (
    <Stack $gap={4}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('parcelAdd.many.form')}>
        <Stack $gap={4}>
          <FormAlert message={formError} />
          <TextAreaField
            label={t('parcelAdd.many.codes')}
            hint={
              codes.length > 0
                ? t('parcelAdd.many.found', { count: codes.length, max: MAX_CODES })
                : t('parcelAdd.many.codesHint', { max: MAX_CODES })
            }
            rows={8}
            autoComplete="off"
            autoCapitalize={CAPITALS}
            spellCheck={false}
            required
            error={codesError}
            {...form.register('codes')}
          />
          <TextAreaField
            label={t('parcelAdd.many.contents')}
            hint={t('parcelAdd.contentsHint', { max: DESCRIPTION_MAX })}
            rows={2}
            maxLength={DESCRIPTION_MAX}
            error={fieldError('description')}
            {...form.register('description')}
          />
          <DeclaredValueField
            label={t('parcelAdd.many.value')}
            currency={currency}
            field={value.field}
            error={fieldError('declared_value')}
          />
          <div>
            <SubmitButton busy={busy}>{t('parcelAdd.many.submit')}</SubmitButton>
          </div>
          {progress && (
            <Muted role="status">
              {t('parcelAdd.many.progress', { done: progress.done + 1, total: progress.total })}
            </Muted>
          )}
        </Stack>
      </form>
      <DeclareResults results={results} />
    </Stack>
  );
}
