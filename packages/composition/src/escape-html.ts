/**
 * Text for HTML element content or a double- or single-quoted attribute value: the five characters that could end
 * either are replaced by their entities.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
