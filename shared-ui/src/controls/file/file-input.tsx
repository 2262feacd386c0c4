import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOCALES, type Language } from '@fwd/shared-contracts';
import { theme } from '../../theme/theme';
import { ErrorText, FieldBox, Hint } from '../form/field-parts';
import { FilePreview } from './file-preview';
import { formatBytes, isAccepted, typeName } from './file-rules';

export interface FileInputProps {
  label: string;
  /** Accepted MIME types ("image/jpeg", "application/pdf", or "image/*"). */
  accept: string[];
  /** Largest accepted size of one file, in bytes. */
  maxBytes: number;
  multiple?: boolean;
  /** With `multiple`, how many files at most (default: no limit). */
  maxFiles?: number;
  value: File[];
  onChange: (files: File[]) => void;
  error?: string;
  /** Upload progress from 0 to 1; a progress bar shows while it is set. */
  progress?: number;
  /** On a phone, open the camera directly ("environment": back camera, "user": front). */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  name?: string;
}

/**
 * Picks files and checks their type and size before anything is uploaded, naming the file and
 * the limit when one is refused. Images are previewed; each file can be removed.
 */
export function FileInput({
  label,
  accept,
  maxBytes,
  multiple = false,
  maxFiles,
  value,
  onChange,
  error,
  progress,
  capture,
  disabled,
  name,
}: FileInputProps) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const locale = LOCALES[(i18n.language as Language) in LOCALES ? (i18n.language as Language) : 'en'];
  const size = (bytes: number) => formatBytes(bytes, locale);
  const types = accept
    .map((mime) => (mime === 'image/*' ? t('file.anyImage') : mime === 'video/*' ? t('file.anyVideo') : typeName(mime)))
    .join(', ');
  const limit = multiple ? (maxFiles ?? Infinity) : 1;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be picked again after being removed
    const kept = multiple ? [...value] : [];
    const refused: string[] = [];
    for (const file of picked) {
      if (!isAccepted(file, accept)) refused.push(t('file.wrongType', { name: file.name, types }));
      else if (file.size > maxBytes)
        refused.push(t('file.tooLarge', { name: file.name, size: size(file.size), limit: size(maxBytes) }));
      else if (kept.length >= limit) refused.push(t('file.tooMany', { name: file.name, count: limit }));
      else kept.push(file);
    }
    setProblems(refused);
    // A refused file never replaces or drops one already chosen.
    if (picked.length > refused.length) onChange(kept);
  }

  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index));
    setProblems([]);
    input.current?.focus();
  }

  const describedBy = [`${id}-hint`, problems.length ? `${id}-problems` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldBox>
      <Label id={`${id}-label`}>{label}</Label>
      <Picker>
        <HiddenInput
          ref={input}
          id={id}
          type="file"
          name={name}
          accept={accept.join(',')}
          multiple={multiple}
          capture={capture}
          disabled={disabled}
          onChange={pick}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={describedBy}
          aria-invalid={error || problems.length ? true : undefined}
        />
        <PickButton id={`${id}-button`} htmlFor={id}>
          {t('file.choose', { count: multiple ? 2 : 1 })}
        </PickButton>
      </Picker>
      <Hint id={`${id}-hint`}>{t('file.accepts', { types, limit: size(maxBytes) })}</Hint>
      {problems.length > 0 && (
        <ErrorText id={`${id}-problems`} role="alert">
          {problems.map((problem) => (
            <span key={problem}>{problem} </span>
          ))}
        </ErrorText>
      )}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
      {progress !== undefined && (
        <Progress>
          <progress id={`${id}-progress`} value={progress} max={1} aria-labelledby={`${id}-progress-text`} />
          <Hint id={`${id}-progress-text`}>{t('file.uploading', { percent: Math.round(progress * 100) })}</Hint>
        </Progress>
      )}
      {value.length > 0 && (
        <Files aria-label={t('file.selected')}>
          {value.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <FilePreview file={file} />
              <FileName>
                <span>{file.name}</span>
                <Hint>{size(file.size)}</Hint>
              </FileName>
              <RemoveButton
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={t('file.remove', { name: file.name })}
              >
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </RemoveButton>
            </li>
          ))}
        </Files>
      )}
    </FieldBox>
  );
}

const Label = styled.span`
  font-weight: 600;
`;

const Picker = styled.div`
  position: relative;
`;

/** Out of sight but focusable: the label after it is what is seen and clicked. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
  &:focus-visible + label {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled + label {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-invalid='true'] + label {
    border-color: ${theme.color.danger};
  }
`;

const PickButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(4)};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.primary};
  font-weight: 600;
  cursor: pointer;
`;

const Progress = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  progress {
    width: 100%;
    accent-color: ${theme.color.primary};
  }
`;

const Files = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
  }
`;

const FileName = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const RemoveButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.danger};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
