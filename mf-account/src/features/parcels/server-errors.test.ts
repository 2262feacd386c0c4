import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { ownWords, refusalMessage } from './server-errors';

const t = (key: string) => `<${key}>`;
const refusal = (code: string, message: string) =>
  new ClientResponseError({
    status: 400,
    response: { status: 400, message: 'Invalid.', data: { tracking_code: { code, message } } },
  });

describe('server refusals of a code', () => {
  it('are put in our words when we know their code', () => {
    expect(refusalMessage(refusal('already_registered', 'This tracking code is already registered.'), t)).toBe(
      '<parcelAdd.errors.alreadyRegistered>',
    );
    expect(refusalMessage(refusal('validation_invalid_format', 'Must be 6–40 letters.'), t)).toBe(
      '<parcelAdd.errors.codeFormat>',
    );
  });

  it("keep the server's words otherwise", () => {
    expect(refusalMessage(refusal('something_new', 'Not now: try later.'), t)).toBe('Not now: try later.');
  });

  it('are shown as they are, while schema messages are looked up', () => {
    expect(ownWords('parcelAdd.errors.codeChars', t)).toBe('<parcelAdd.errors.codeChars>');
    expect(ownWords('Not now: try later.', t)).toBe('Not now: try later.');
  });
});
