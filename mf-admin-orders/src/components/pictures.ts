/** The pictures staff may upload (a reply's, a product's): the formats the shop shows, 5 MB each. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
