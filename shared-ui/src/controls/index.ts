/*
 * The lazy chunk of the screen kit: everything that pulls Radix or libphonenumber-js, loaded on
 * first use through controls-loader.ts. Pages import the thin wrappers of controls-public.tsx
 * (through `@fwd/shared-ui`), never this file. The plain form fields (controls/form/field,
 * select-field, textarea-field, checkbox-field, form-alert, submit-button) are light and are
 * exported eagerly by controls-public.tsx instead.
 */
export { Dialog } from './dialog/dialog';
export { ConfirmDialog } from './dialog/confirm-dialog';
export { Drawer } from './dialog/drawer';
export { Tabs } from './nav/tabs';
export { Menu } from './nav/menu';
export { MoneyInput } from './form/money-input';
export { PhoneInput } from './form/phone-input';
export { FileInput } from './file/file-input';
export { GalleryViewer } from './gallery/gallery-viewer';
export { CopyButton } from './copy-button';
