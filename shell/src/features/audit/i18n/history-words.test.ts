import { i18n, initI18n } from '@fwd/shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';
import { addHistoryWords } from './history-words';

describe('addHistoryWords', () => {
  beforeAll(async () => {
    await initI18n('en');
    i18n.addResourceBundle('en', 'shell', { pages: { history: 'History' } }, true, true);
    addHistoryWords();
  });

  it('merges the words into the shell namespace without dropping its own', () => {
    expect(i18n.getResource('en', 'shell', 'history.caption')).toBe(en.history.caption);
    expect(i18n.getResource('en', 'shell', 'pages.history')).toBe('History');
  });

  it('does not create a language the shell has not loaded yet', () => {
    expect(i18n.hasResourceBundle('vi', 'shell')).toBe(false);
  });

  it('joins a language as soon as the shell loads its words', () => {
    i18n.addResourceBundle('vi', 'shell', { pages: { history: 'Lịch sử thao tác' } }, true, true);
    expect(i18n.getResource('vi', 'shell', 'history.diff.showUnchanged')).toBe(vi.history.diff.showUnchanged);
    expect(i18n.getResource('vi', 'shell', 'pages.history')).toBe('Lịch sử thao tác');
  });
});
