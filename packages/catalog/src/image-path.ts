/** Where relative image paths (label posters and backdrops) are served from (PRODUCT §5.5). */
export const IMAGES_FOLDER = '/images';

/** Absolute URLs pass through; anything else is prefixed with the images folder. */
export function imagePath(path: string): string {
  if (path === '' || path.startsWith('http') || path.startsWith(`${IMAGES_FOLDER}/`)) return path;
  return `${IMAGES_FOLDER}${path.startsWith('/') ? '' : '/'}${path}`;
}
