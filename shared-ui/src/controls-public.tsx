/*
 * The screen kit as pages see it. Components backed by Radix or libphonenumber-js are thin
 * wrappers that render the implementation from the lazy chunk (controls/index.ts), so none of it
 * is in the first paint; the plain form fields are light and exported as they are.
 */
import { forwardRef, Suspense, useState } from 'react';
import { loadControls, useControls } from './controls-loader';
import { GalleryGrid, type GalleryImage } from './controls/gallery/gallery-grid';
import type { GalleryViewerProps } from './controls/gallery/gallery-viewer';
import type { DialogProps } from './controls/dialog/dialog';
import type { ConfirmDialogProps } from './controls/dialog/confirm-dialog';
import type { DrawerProps } from './controls/dialog/drawer';
import type { TabsProps } from './controls/nav/tabs';
import type { MenuProps } from './controls/nav/menu';
import type { MoneyInputProps } from './controls/form/money-input';
import type { PhoneInputProps } from './controls/form/phone-input';
import type { FileInputProps } from './controls/file/file-input';
import type { CopyButtonProps } from './controls/copy-button';

export type { DialogProps, ConfirmDialogProps, DrawerProps, TabsProps, MenuProps };
export type { MoneyInputProps, PhoneInputProps, FileInputProps, CopyButtonProps };
export type { ConfirmTone } from './controls/dialog/confirm-dialog';
export type { TabItem } from './controls/nav/tabs';
export type { MenuItem } from './controls/nav/menu';
export type { GalleryImage } from './controls/gallery/gallery-grid';

export { Field, type FieldProps, type FieldControlProps } from './controls/form/field';
export { SelectField, type SelectFieldProps, type SelectOption } from './controls/form/select-field';
export { TextAreaField, type TextAreaFieldProps } from './controls/form/textarea-field';
export { CheckboxField, type CheckboxFieldProps } from './controls/form/checkbox-field';
export { FormAlert } from './controls/form/form-alert';
export { SubmitButton, type SubmitButtonProps } from './controls/form/submit-button';

export function Dialog(props: DialogProps) {
  const kit = useControls();
  return <kit.Dialog {...props} />;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const kit = useControls();
  return <kit.ConfirmDialog {...props} />;
}

export function Drawer(props: DrawerProps) {
  const kit = useControls();
  return <kit.Drawer {...props} />;
}

export function Tabs(props: TabsProps) {
  const kit = useControls();
  return <kit.Tabs {...props} />;
}

export function Menu(props: MenuProps) {
  const kit = useControls();
  return <kit.Menu {...props} />;
}

export function MoneyInput(props: MoneyInputProps) {
  const kit = useControls();
  return <kit.MoneyInput {...props} />;
}

export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(props, ref) {
  const kit = useControls();
  return <kit.PhoneInput ref={ref} {...props} />;
});

export function FileInput(props: FileInputProps) {
  const kit = useControls();
  return <kit.FileInput {...props} />;
}

export interface ImageGalleryProps {
  images: GalleryImage[];
}

/**
 * A grid of thumbnails; each opens a viewer. The grid is plain and paints with the page; the
 * viewer (Radix) comes from the lazy chunk, fetched when the visitor points at or tabs into the
 * grid, so a page with pictures never waits for it.
 */
export function ImageGallery({ images }: ImageGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <GalleryGrid images={images} onOpen={setIndex} onIntent={() => void loadControls().catch(() => undefined)} />
      {index !== null && (
        <Suspense fallback={null}>
          <LazyGalleryViewer images={images} index={index} onIndex={setIndex} />
        </Suspense>
      )}
    </>
  );
}

function LazyGalleryViewer(props: GalleryViewerProps) {
  const kit = useControls();
  return <kit.GalleryViewer {...props} />;
}

export function CopyButton(props: CopyButtonProps) {
  const kit = useControls();
  return <kit.CopyButton {...props} />;
}
