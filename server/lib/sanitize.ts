/**
 * The allow-list for HTML the installation's operator writes (news, alerts). It runs when the HTML
 * is written and again when it is answered: a row written before the list narrowed, or straight
 * into the database, still leaves clean. The SPA sanitises once more before rendering.
 */
import sanitizeHtml from 'sanitize-html';

const LINK_REL = 'noopener noreferrer';
const LINK_TARGETS = ['_blank', '_self'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'img'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // An image is fetched by the browser without a click: only the web, or a path of this site.
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" is another site, not a path of this one.
  allowProtocolRelative: false,
  // Their text is code or a fallback, never content to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // Whatever the operator wrote, a link never hands the cabinet's window to the page it opens.
    a: (tagName, attribs) => {
      // Attribute order kept: sanitising clean HTML again gives the same string.
      const kept = Object.entries(attribs).filter(([name, value]) => name !== 'target' || LINK_TARGETS.includes(value));
      return { tagName, attribs: { ...Object.fromEntries(kept), rel: LINK_REL } };
    },
    // A page's own title is the news title: the operator's top headings step one level down.
    h1: 'h2',
  },
  // An image whose source was refused shows nothing useful.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Every tag, attribute and URL kept, only written out the way the sanitiser writes them. */
const AS_WRITTEN: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
  nonTextTags: [],
  transformTags: OPTIONS.transformTags,
};

/** The sanitised HTML, and whether sanitising took something away (the operator is told). */
export function sanitiseHtmlReport(html: string): { html: string; removed: boolean } {
  const clean = sanitiseHtml(html);
  return { html: clean, removed: clean !== sanitizeHtml(html, AS_WRITTEN).trim() };
}
