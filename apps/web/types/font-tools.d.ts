// The build's font tools ship no types of their own (@types/subset-font lacks `keepFeatures`).

declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType layout features to keep; all by default. */
    keepFeatures?: string[];
    /** Axes to pin (a number) or narrow (a range) in a variable font. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
}
