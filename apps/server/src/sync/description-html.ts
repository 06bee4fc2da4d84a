/**
 * A feed's plain-text description as the HTML the catalogue stores: markup escaped, so nothing
 * in it is ever markup, and its http(s) URLs as links. Line breaks stay: the page's sanitiser
 * (apps/web/src/lib/sanitize-html.ts) turns them into <br> and checks every link (PRODUCT §5.4).
 */
export function descriptionHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
