const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and for attribute values in either quote. */
export function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, char => ENTITIES[char]);
}
