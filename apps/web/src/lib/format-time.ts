/** "m:ss", or "h:mm:ss" from one hour, as video players show time. */
export function formatTime(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A video's runtime as cards and the dialog show it (PRODUCT §3.6); null when its length is not known. */
export function formatRuntime(durationSeconds: number | null): string | null {
  return durationSeconds === null ? null : formatTime(durationSeconds);
}
