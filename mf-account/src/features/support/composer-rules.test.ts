// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  COMPOSER_MESSAGE_KEYS,
  composerSchema,
  PICTURE_MAX_BYTES,
  readDraft,
  sendsOnEnter,
  writeDraft,
} from './composer-rules';

function picture(name: string, type = 'image/png', bytes = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

const messagesOf = (input: unknown) => {
  const result = composerSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

afterEach(() => sessionStorage.clear());

describe('support composer rules', () => {
  it('refuses a message with neither words nor pictures, on the text box', () => {
    expect(messagesOf({ body: '   \n ', attachments: [] })).toEqual([['body', COMPOSER_MESSAGE_KEYS.empty]]);
  });

  it('accepts words alone, or a picture alone', () => {
    expect(messagesOf({ body: 'Hello', attachments: [] })).toEqual([]);
    expect(messagesOf({ body: '', attachments: [picture('a.png')] })).toEqual([]);
  });

  it('refuses more than five pictures, a picture over 5 MB and a file that is not a picture', () => {
    const six = Array.from({ length: 6 }, (_, i) => picture(`p${i}.png`));
    expect(messagesOf({ body: 'x', attachments: six })).toEqual([['attachments', COMPOSER_MESSAGE_KEYS.tooMany]]);
    expect(messagesOf({ body: 'x', attachments: [picture('big.jpg', 'image/jpeg', PICTURE_MAX_BYTES + 1)] })).toEqual([
      ['attachments.0', COMPOSER_MESSAGE_KEYS.pictureSize],
    ]);
    expect(messagesOf({ body: 'x', attachments: [picture('a.pdf', 'application/pdf')] })).toEqual([
      ['attachments.0', COMPOSER_MESSAGE_KEYS.pictureType],
    ]);
  });

  it('refuses more than 5,000 characters', () => {
    expect(messagesOf({ body: 'a'.repeat(5001), attachments: [] })).toEqual([['body', COMPOSER_MESSAGE_KEYS.tooLong]]);
  });

  it('keeps the draft per customer in sessionStorage and forgets it once sent', () => {
    writeDraft('u1', 'Where is my parcel?');
    expect(readDraft('u1')).toBe('Where is my parcel?');
    expect(readDraft('u2')).toBe('');
    clearDraft('u1');
    expect(readDraft('u1')).toBe('');
  });

  it('sends on Enter, not on Shift+Enter nor while an input method composes a word', () => {
    const key = { key: 'Enter', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false };
    expect(sendsOnEnter(key)).toBe(true);
    expect(sendsOnEnter({ ...key, shiftKey: true })).toBe(false);
    expect(sendsOnEnter({ ...key, isComposing: true })).toBe(false);
    expect(sendsOnEnter({ ...key, key: 'a' })).toBe(false);
  });
});
