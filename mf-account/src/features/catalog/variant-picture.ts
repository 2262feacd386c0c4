/** A name as PocketBase keeps it in a file name: lower case, anything but letters and digits as `_`. */
function fileWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * The picture to show first for a variant: the first file whose name starts with the variant's
 * sku or name (a picture uploaded as `red.jpg` is stored as `red_<random>.jpg`), otherwise the
 * product's first picture. '' when there is none.
 */
export function variantPicture(images: readonly string[], variant?: { sku: string; name?: string }): string {
  const words = [variant?.sku, variant?.name].map((text) => fileWord(text ?? '')).filter((word) => word !== '');
  const match = images.find((image) => {
    const name = image.toLowerCase();
    return words.some((word) => name.startsWith(`${word}_`) || name.startsWith(`${word}.`));
  });
  return match ?? images[0] ?? '';
}
