// @vitest-environment happy-dom
import { useState } from 'react';
import { initI18n } from '@fwd/shared-contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import '../../i18n/register';
import { FileInput } from './file-input';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const MB = 1024 * 1024;

function file(name: string, type: string, bytes: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
}

function setup() {
  const onChange = vi.fn();
  function Harness() {
    const [files, setFiles] = useState<File[]>([]);
    return (
      <FileInput
        label="Transfer receipt"
        accept={['image/jpeg', 'image/png']}
        maxBytes={5 * MB}
        multiple
        maxFiles={3}
        value={files}
        onChange={(next) => {
          onChange(next);
          setFiles(next);
        }}
      />
    );
  }
  render(<Harness />);
  const input = screen.getByLabelText(/Transfer receipt/) as HTMLInputElement;
  const pick = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { input, onChange, pick };
}

it('refuses a file of the wrong type, naming it and the accepted types', () => {
  const { pick, onChange } = setup();
  pick(file('contract.pdf', 'application/pdf', 1000));
  expect(screen.getByRole('alert').textContent).toContain(
    'contract.pdf is not an accepted file type. Accepted: JPEG, PNG.',
  );
  expect(onChange).not.toHaveBeenCalled();
});

it('refuses a file over the size limit, naming it, its size and the limit', () => {
  const { pick, onChange } = setup();
  pick(file('huge.jpg', 'image/jpeg', 12 * MB));
  expect(screen.getByRole('alert').textContent).toContain('huge.jpg is 12 MB, larger than the limit of 5 MB.');
  expect(onChange).not.toHaveBeenCalled();
});

it('keeps the good files of a mixed pick and previews the images', () => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
  const { pick, onChange } = setup();
  pick(file('receipt.png', 'image/png', 200_000), file('notes.txt', 'text/plain', 10));
  expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'receipt.png' })]);
  const list = screen.getByRole('list', { name: 'Selected files' });
  expect(list.querySelector('img')?.getAttribute('src')).toBe('blob:preview-1');
  expect(screen.getByRole('alert').textContent).toContain('notes.txt');
});

it('removes a file with its button and revokes its preview', () => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-2');
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const { pick, onChange } = setup();
  pick(file('receipt.png', 'image/png', 200_000));
  fireEvent.click(screen.getByRole('button', { name: 'Remove receipt.png' }));
  expect(onChange).toHaveBeenLastCalledWith([]);
  expect(revoke).toHaveBeenCalledWith('blob:preview-2');
});

it('shows upload progress', () => {
  render(
    <FileInput
      label="Photos"
      accept={['image/*']}
      maxBytes={MB}
      value={[]}
      onChange={() => undefined}
      progress={0.4}
    />,
  );
  expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(0.4);
  expect(screen.getByText('Uploading 40%')).toBeTruthy();
});
