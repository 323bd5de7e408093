/**
 * HTML the installation's operator wrote (news, alerts), rendered only after DOMPurify (design:
 * "HTML from the server is sanitised before it is rendered"). The server cleans it too; this is
 * the browser's own line of defence, so it keeps the same narrow allow-list rather than
 * DOMPurify's broad default: no styles, forms, frames or SVG, links only to the web, mail or a
 * path of this site, and every link opens in a new tab that cannot reach back to the cabinet.
 */
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

const CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'img'],
  ALLOWED_ATTR: ['href', 'src', 'alt'],
  // http(s) and mailto, or a path of this site ("/news/one/3"); "//host" is another site.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|\/(?![/\\])|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const LINK_REL = 'noopener noreferrer';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A purifier of its own: the link hook must not leak into anyone else's DOMPurify. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier !== null) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node instanceof Element) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', LINK_REL);
    }
  });
  purifier = created;
  return created;
}

/** The HTML with everything outside the allow-list removed. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}

/**
 * A link to a cabinet path the reader cannot open (no screen, or not for their group) keeps its
 * words but stops being a link (src/root/canOpen.ts); while that is not known (null), every
 * cabinet path does.
 */
export function withoutClosedLinks(html: string, canOpen: ((path: string) => boolean) | null): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const link of template.content.querySelectorAll('a[href^="/"]')) {
    const href = link.getAttribute('href') ?? '';
    if (canOpen !== null && canOpen(href)) continue;
    link.replaceWith(...link.childNodes);
  }
  return template.innerHTML;
}

const contentSx: SxProps<Theme> = {
  overflowWrap: 'break-word',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
};

export const SafeHtml = ({
  html,
  sx,
  canOpen,
}: {
  html: string;
  sx?: SxProps<Theme>;
  /** When given, links to cabinet paths the reader cannot open are left as plain words. */
  canOpen?: ((path: string) => boolean) | null;
}) => {
  const clean = useMemo(() => {
    const safe = sanitizeHtml(html);
    return canOpen === undefined ? safe : withoutClosedLinks(safe, canOpen);
  }, [html, canOpen]);
  return <Box sx={[contentSx, ...(Array.isArray(sx) ? sx : [sx])]} dangerouslySetInnerHTML={{ __html: clean }} />;
};
